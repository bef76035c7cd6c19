//! The keys every exercise may have, each one constant that documents it ([`COMMON_KEYS`], which
//! `mlex kinds` and the docs list) and reads it, through the same typed key readers as the kinds'
//! own keys ([`crate::kinds::keys::Key`]). A key whose reading needs the kind or the parts
//! (`kind`, `ask`, `stated`) is read by the loader with [`Key::read_with`] or [`Key::node`].

use crate::i18n::Lang;
use crate::kinds::KeyDef;
use crate::kinds::keys::Key;
use crate::num::Number;
use crate::spec::loader::Loader;
use crate::spec::yaml::Node;

/// `kind:` (read by the loader: an unknown name is an error that lists the kinds).
pub(crate) const KIND: Key<()> = Key::contextual(KeyDef::required(
    "kind",
    "which kind of exercise (see the list of kinds)",
));

/// `id:`, the file name when absent.
pub(crate) const ID: Key<String> = Key::optional_none(
    "id",
    "the file name",
    "a short identifier, used in answers files and reports",
    |l, n, what| l.label(n, what),
);

/// `title:`.
pub(crate) const TITLE: Key<String> =
    Key::optional_none("title", "`Exercise <id>`", "the worksheet heading", |l, n, what| {
        l.text(n, what)
    });

/// `statement:`.
pub(crate) const STATEMENT: Key<String> = Key::optional_none(
    "statement",
    "none",
    "Markdown shown to students before the data (TeX math in `$…$` is allowed)",
    |l, n, what| l.text(n, what),
);

/// `source:`.
pub(crate) const SOURCE: Key<String> = Key::optional_none(
    "source",
    "none",
    "where the exercise comes from (shown under the title)",
    |l, n, what| l.text(n, what),
);

/// `digits:`, 0 to [`crate::spec::MAX_DIGITS`].
pub(crate) const DIGITS: Key<u32> = Key::optional(
    "digits",
    "4",
    "decimals for rounded (transcendental) values, 0 to 15",
    |l, n, what| l.count(n, what, 0, crate::spec::MAX_DIGITS).map(|d| d as u32),
    || 4,
);

/// `lang:`.
pub(crate) const LANG: Key<Lang> = Key::optional(
    "lang",
    "`en`",
    "the language of the worksheet, key and `mlex check` report: `en` or `it` (`--lang` wins)",
    |l, n, _| super::read_lang(l, n),
    Lang::default,
);

/// `points:`, what the exercise is worth (a kind whose data are points takes a list under it as
/// its data: [`super::worth_node`]).
pub(crate) const POINTS: Key<Number> =
    Key::optional_none("points", "none", "what the exercise is worth", |l, n, what| {
        l.positive(n, what)
    });

/// `ask:` (read by the loader with the kind's parts).
pub(crate) const ASK: Key<()> = Key::contextual(KeyDef::optional(
    "ask",
    "the kind's default parts",
    "the parts asked, in order: `- trace`, `- classify: [5, 5]`, or `- part: { x: …, choices: …, points: … }`",
));

/// `consistent_credit:`, a share from 0 to 1 (1/2 when absent: [`consistent_credit`]).
pub(crate) const CONSISTENT_CREDIT: Key<Number> = Key::optional_none(
    "consistent_credit",
    "1/2",
    "the share of a part's points for an answer that is wrong but right from the student's own answer to the part it depends on",
    read_share,
);

/// The exercise's `consistent_credit`, 1/2 when absent; `None` after an error.
pub(crate) fn consistent_credit(l: &mut Loader, m: &crate::spec::loader::Map<'_>) -> Option<Number> {
    CONSISTENT_CREDIT.get(l, m)?.or_else(|| Number::ratio(1, 2))
}

/// `vary:` (read by [`crate::variant`]).
pub(crate) const VARY: Key<()> = Key::contextual(KeyDef::optional(
    "vary",
    "none",
    "random parameters: `name: { int: [1, 5] }`, used as `$name` in the data and `{name}` in texts (see \"Variants\")",
));

/// `constraints:` (read by [`crate::variant`]).
pub(crate) const CONSTRAINTS: Key<()> = Key::contextual(KeyDef::optional(
    "constraints",
    "none",
    "conditions every variant meets: expressions over parameters and answers (`\"errors >= 2\"`) or named guards",
));

/// `stated:` (read by the loader with the asked parts).
pub(crate) const STATED: Key<()> = Key::contextual(KeyDef::optional(
    "stated",
    "none",
    "the answers the source printed, in the answers-file format; `mlex validate` compares them",
));

/// Keys every exercise may have.
pub static COMMON_KEYS: &[KeyDef] = &[
    KIND.def,
    ID.def,
    TITLE.def,
    STATEMENT.def,
    SOURCE.def,
    DIGITS.def,
    LANG.def,
    POINTS.def,
    ASK.def,
    CONSISTENT_CREDIT.def,
    VARY.def,
    CONSTRAINTS.def,
    STATED.def,
];

/// A share of points, 0 to 1.
fn read_share(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    let c = l.non_negative(n, what)?;
    if c > Number::one() {
        l.error_help(
            n.span,
            format!(
                "{what} must be at most 1, found `{}`",
                n.as_scalar().unwrap_or_default()
            ),
            "more than 1",
            "it is a share of the part's points: 0 to 1",
        );
        return None;
    }
    Some(c)
}
