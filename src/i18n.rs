//! The languages mlex writes in and their message catalogues (Project Fluent).
//!
//! Every sentence a worksheet, a key, an exam or a `mlex check` report shows comes from one
//! catalogue per language, `locales/<code>.ftl`, compiled into the binary: templates call
//! `t(id="…", name=value …)`, Rust code calls [`Lang::t`] / [`Lang::ta`]. No sentence is
//! assembled from English pieces in Rust. docs/i18n.md says how to add a message or a language.
//!
//! Formulas are not translated: a message may hold TeX without braces (`$c$`, `$g$`); a
//! formula with braces (`$\bar{x}$`) is passed in as an argument, so the catalogues stay plain
//! Fluent.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language mlex writes worksheets, keys and reports in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Italian: the language of three of the seed lecture notes.
    It,
}

/// Every catalogue: (language, its Fluent source).
pub static CATALOGUES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../locales/en.ftl")),
    (Lang::It, include_str!("../locales/it.ftl")),
];

impl Lang {
    /// Every language, in the order `mlex` lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    /// The language's code (`en`, `it`): the spec's `lang:`, `--lang` and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// The language of a code (`en`, `it`; case does not matter), if mlex has it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The codes of every language, for messages: "`en`, `it`".
    pub(crate) fn codes() -> String {
        Lang::ALL
            .iter()
            .map(|l| format!("`{}`", l.code()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Whether a student of this language writes decimals with a comma (`0,25`): answers
    /// then accept it where it cannot be read otherwise (a scalar).
    pub(crate) fn decimal_comma(self) -> bool {
        matches!(self, Lang::It)
    }

    /// Message `id` without arguments.
    #[doc(hidden)]
    pub fn t(self, id: &str) -> String {
        self.ta(id, &[])
    }

    /// Message `id` with its arguments. A message this language lacks is taken from English
    /// (a test keeps the catalogues complete); an id no catalogue has is shown as `⟨id⟩`.
    pub(crate) fn ta(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        if let Some(text) = compiled(self, id).and_then(|m| m.format(args)) {
            return text;
        }
        let mut fa = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fa.set(*name, value.to_fluent());
        }
        format(self, id, &fa)
            .or_else(|| format(Lang::En, id, &fa))
            .unwrap_or_else(|| format!("⟨{id}⟩"))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// An argument of a message: a text placed as it is, or a count (which selects plural forms:
/// `{ $n -> [one] … *[other] … }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A text (a formatted number, a formula, a name).
    Text(Cow<'a, str>),
    /// A whole count.
    Count(i64),
}

impl Arg<'_> {
    fn to_fluent(&self) -> FluentValue<'static> {
        match self {
            Arg::Text(t) => FluentValue::from(t.to_string()),
            Arg::Count(n) => FluentValue::from(*n),
        }
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
count_from!(usize, u32, u64, i64, i32);

/// A message as [`Lang::ta`] formats it without going through Fluent: its pattern's texts,
/// arguments and selections on an argument, taken from the bundle's own syntax tree, so the
/// text is the one Fluent writes. A message with anything else (a reference to another message
/// or a term, a function, an escaped string literal) is left to Fluent, and so is an argument
/// this form cannot be sure of (a missing one, a count outside the range below).
#[derive(Debug)]
struct Message {
    pieces: Vec<Piece>,
    /// The text of a message without placeables, and the same as a template's value: the `t`
    /// of the templates returns it without formatting or copying it.
    fixed: Option<(String, tera::Value)>,
}

#[derive(Debug)]
enum Piece {
    Text(&'static str),
    Arg(&'static str),
    Select {
        arg: &'static str,
        variants: Vec<(VariantKey, Vec<Piece>)>,
        default: usize,
    },
}

/// A variant's key as Fluent compares it with the selector.
#[derive(Debug, PartialEq, Eq)]
enum VariantKey {
    /// `[one]`, `[other]`, `[true]`: equal to a text argument, or the plural category of a count.
    Name(&'static str),
    /// `[0]`: equal to that count (Fluent compares the numbers; a key with decimals never
    /// equals a whole count).
    Whole(i64),
    /// A number key no count of the fast path equals.
    Never,
}

/// The counts a selection is made for without Fluent: in both languages a whole number from 0
/// to 999,999 is `one` when it is 1 and `other` otherwise (CLDR's cardinal rules; Italian has
/// `many` for millions).
const PLURAL_RANGE: std::ops::Range<i64> = 0..1_000_000;

/// The largest count shown without Fluent: Fluent shows a count as the `f64` it converts it
/// to, which is the integer itself up to 2^53.
const EXACT_COUNT: u64 = 1 << 53;

/// Fluent's limit on the placeables one message may resolve.
const MAX_PLACEABLES: usize = 100;

impl Message {
    fn compile(pattern: &'static fluent_syntax::ast::Pattern<&'static str>) -> Option<Message> {
        let mut budget = MAX_PLACEABLES;
        let pieces = compile_pattern(pattern, &mut budget)?;
        let fixed = pieces
            .iter()
            .map(|p| match p {
                Piece::Text(t) => Some(*t),
                _ => None,
            })
            .collect::<Option<String>>()
            .map(|text| {
                let value = tera::Value::from(text.as_str());
                (text, value)
            });
        Some(Message { pieces, fixed })
    }

    /// The message with `args`, or `None` where Fluent must format it.
    fn format(&self, args: &[(&str, Arg<'_>)]) -> Option<String> {
        if let Some((text, _)) = &self.fixed {
            return Some(text.clone());
        }
        let mut out = String::with_capacity(64);
        write_pieces(&self.pieces, args, &mut out)?;
        Some(out)
    }
}

fn compile_pattern(
    pattern: &'static fluent_syntax::ast::Pattern<&'static str>,
    budget: &mut usize,
) -> Option<Vec<Piece>> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    pattern
        .elements
        .iter()
        .map(|e| match e {
            PatternElement::TextElement { value } => Some(Piece::Text(value)),
            PatternElement::Placeable { expression } => {
                *budget = budget.checked_sub(1)?;
                match expression {
                    Expression::Inline(InlineExpression::VariableReference { id }) => Some(Piece::Arg(id.name)),
                    // `{ " " }`, `{""}`: the text itself when it has no escapes
                    Expression::Inline(InlineExpression::StringLiteral { value }) if !value.contains('\\') => {
                        Some(Piece::Text(value))
                    }
                    Expression::Select {
                        selector: InlineExpression::VariableReference { id },
                        variants,
                    } => {
                        let default = variants.iter().position(|v| v.default)?;
                        let variants = variants
                            .iter()
                            .map(|v| {
                                let key = match v.key {
                                    fluent_syntax::ast::VariantKey::Identifier { name } => VariantKey::Name(name),
                                    fluent_syntax::ast::VariantKey::NumberLiteral { value } => value
                                        .parse::<i64>()
                                        .ok()
                                        .filter(|_| !value.contains('.'))
                                        .map_or(VariantKey::Never, VariantKey::Whole),
                                };
                                Some((key, compile_pattern(&v.value, budget)?))
                            })
                            .collect::<Option<Vec<_>>>()?;
                        Some(Piece::Select {
                            arg: id.name,
                            variants,
                            default,
                        })
                    }
                    _ => None,
                }
            }
        })
        .collect()
}

/// The argument `name` as Fluent finds it (the last one given of that name).
fn argument<'a, 'b>(args: &'a [(&str, Arg<'b>)], name: &str) -> Option<&'a Arg<'b>> {
    args.iter().rev().find(|(n, _)| *n == name).map(|(_, a)| a)
}

fn write_pieces(pieces: &[Piece], args: &[(&str, Arg<'_>)], out: &mut String) -> Option<()> {
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Arg(name) => match argument(args, name)? {
                Arg::Text(t) => out.push_str(t),
                Arg::Count(n) if n.unsigned_abs() <= EXACT_COUNT => {
                    use std::fmt::Write;
                    let _ = write!(out, "{n}");
                }
                Arg::Count(_) => return None,
            },
            Piece::Select { arg, variants, default } => {
                let chosen = match argument(args, arg)? {
                    Arg::Text(t) => variants
                        .iter()
                        .position(|(k, _)| matches!(k, VariantKey::Name(name) if name == t)),
                    Arg::Count(n) if PLURAL_RANGE.contains(n) => variants.iter().position(|(k, _)| match k {
                        VariantKey::Name(category) => {
                            (*category == "one" && *n == 1) || (*category == "other" && *n != 1)
                        }
                        VariantKey::Whole(w) => w == n,
                        VariantKey::Never => false,
                    }),
                    Arg::Count(_) => return None,
                };
                write_pieces(&variants.get(chosen.unwrap_or(*default))?.1, args, out)?;
            }
        }
    }
    Some(())
}

/// The compiled messages of one language (those of its catalogue that have a value).
type Compiled = std::collections::HashMap<&'static str, Option<Message>, std::hash::BuildHasherDefault<IdHasher>>;

/// The hash of a message id: eight bytes at a time, multiplied and rotated (FxHash's way). The
/// ids are the catalogue's, so no one chooses them to collide; SipHash took a third of a `t`.
#[derive(Clone, Copy, Default)]
struct IdHasher(u64);

impl std::hash::Hasher for IdHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The message `id` as [`Lang::ta`] formats it, compiled: the language's own, else English's
/// (the fallback of `ta`); `None` when Fluent formats it (or no catalogue has it).
fn compiled(lang: Lang, id: &str) -> Option<&'static Message> {
    fn of(lang: Lang) -> &'static Compiled {
        static COMPILED: [OnceLock<Compiled>; 2] = [OnceLock::new(), OnceLock::new()];
        let slot = match lang {
            Lang::En => &COMPILED[0],
            Lang::It => &COMPILED[1],
        };
        slot.get_or_init(|| {
            // both languages choose `one` and `other` as `PLURAL_RANGE` says
            match lang {
                Lang::En | Lang::It => {}
            }
            let (b, ids) = bundle_and_ids(lang);
            ids.iter()
                .filter_map(|id| Some((id.as_str(), b.get_message(id)?.value()?)))
                .map(|(id, pattern)| (id, Message::compile(pattern)))
                .collect()
        })
    }
    match of(lang).get(id) {
        Some(m) => m.as_ref(),
        None if lang != Lang::En => of(Lang::En).get(id)?.as_ref(),
        None => None,
    }
}

/// The bundle of one language, built on first use.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    &bundle_and_ids(lang).0
}

/// The bundle of one language and the ids of its catalogue's messages, built on first use.
fn bundle_and_ids(lang: Lang) -> &'static (FluentBundle<FluentResource>, Vec<String>) {
    static BUNDLES: [OnceLock<(FluentBundle<FluentResource>, Vec<String>)>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match lang {
        Lang::En => &BUNDLES[0],
        Lang::It => &BUNDLES[1],
    };
    slot.get_or_init(|| {
        let id = lang.code().parse().unwrap_or_default();
        let mut b = FluentBundle::new_concurrent(vec![id]);
        // no Unicode isolation marks around arguments: the output is Markdown and TeX
        b.set_use_isolating(false);
        let mut ids = Vec::new();
        for (l, source) in CATALOGUES {
            if *l == lang {
                // a syntax error drops only its entry; the catalogue test fails on any
                let res = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(res, _)| res);
                ids.extend(res.entries().filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                }));
                // an id given twice keeps its first text; the test fails on it
                let _ = b.add_resource(res);
            }
        }
        (b, ids)
    })
}

fn format(lang: Lang, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let b = bundle(lang);
    let pattern = b.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let out = b.format_pattern(pattern, Some(args), &mut errors);
    Some(out.into_owned())
}

/// mlex's answer words (the answers files' tokens, English in every language) and the messages
/// translating them: what a Moodle blank also accepts and what a worksheet says before the token.
const ANSWER_WORDS: &[(&str, &str)] = &[
    ("not attained", "moodle-word-not_attained"),
    ("not a surrogate", "moodle-word-not_a_surrogate"),
    ("none", "moodle-word-none"),
    ("infinite", "moodle-word-infinite"),
    ("everywhere", "moodle-word-everywhere"),
    ("not linearly separable", "moodle-word-not_linearly_separable"),
    ("depends on b", "moodle-word-depends_on_b"),
    ("too large", "moodle-word-too_large"),
    ("not computable", "moodle-word-not_computable"),
    ("any ŷ > 0", "moodle-word-any_positive"),
    ("any ŷ < 0", "moodle-word-any_negative"),
    ("any ŷ ≠ 0", "moodle-word-any_nonzero"),
];

/// The messages naming the keys of kinds' answers (`moodle-key-KIND-KEY` or, for a key of
/// several kinds, `moodle-key-KEY`; the key's `-` and spaces as `_`).
const ANSWER_KEYS: &[&str] = &[
    "moodle-key-from",
    "moodle-key-to",
    "moodle-key-least-squares-xtx",
    "moodle-key-least-squares-xty",
    "moodle-key-logistic-regression-logistic",
    "moodle-key-logistic-regression-generative",
    "moodle-key-surrogate-losses-zero_one",
    "moodle-key-surrogate-losses-hinge",
    "moodle-key-surrogate-losses-logistic",
    "moodle-key-surrogate-losses-log2",
    "moodle-key-surrogate-losses-exponential",
    "moodle-key-surrogate-losses-square",
    "moodle-key-surrogate-losses-squared_hinge",
    "moodle-key-surrogate-losses-perceptron",
];

/// Answer word `word` (`not attained`, `yes`) in `lang` (`non raggiunto`, `sì`), when it is one
/// of mlex's.
pub(crate) fn answer_word(lang: Lang, word: &str) -> Option<String> {
    match word {
        "yes" => Some(lang.t("moodle-yes")),
        "no" => Some(lang.t("moodle-no")),
        _ => ANSWER_WORDS.iter().find(|(w, _)| *w == word).map(|(_, m)| lang.t(m)),
    }
}

/// The name in `lang` of key `key` of the answers of kind `kind` (`generative` of
/// `logistic-regression`: `modello generativo`; `from` of any kind: `da`), when it has one.
pub(crate) fn answer_key(lang: Lang, kind: &str, key: &str) -> Option<String> {
    let key_id = key.replace(['-', ' '], "_");
    [format!("moodle-key-{kind}-{key_id}"), format!("moodle-key-{key_id}")]
        .iter()
        .find_map(|id| ANSWER_KEYS.iter().find(|m| **m == id))
        .map(|m| lang.t(m))
}

/// A token of the answers file as a reader of `lang` reads it: the language's word `word`, then
/// the token in code, which is what `mlex check` reads (`non raggiunto (`not attained`)`); the
/// token alone in English, whose words the tokens are, or when the word is the token.
fn with_token(lang: Lang, word: Option<String>, token: &str) -> String {
    match word {
        Some(w) if lang != Lang::En && w != token => format!("{w} (`{token}`)"),
        _ => token.to_string(),
    }
}

/// Answer word `word` as a word of `lang` alone, where code cannot be shown (a figure): the
/// language's word, the token itself in English or when it is not one of mlex's words.
pub(crate) fn word(lang: Lang, word: &str) -> String {
    match answer_word(lang, word) {
        Some(w) if lang != Lang::En => w,
        _ => word.to_string(),
    }
}

/// Key `key` of kind `kind`'s answers as a word of `lang` alone, where code cannot be shown (a
/// figure's legend): the language's name for it (`esponenziale`), the key itself in English.
pub(crate) fn key_word(lang: Lang, kind: &str, key: &str) -> String {
    match answer_key(lang, kind, key) {
        Some(w) if lang != Lang::En => w,
        _ => key.to_string(),
    }
}

/// Answer word `word` as a worksheet in `lang` writes it ([`answer_word`], [`with_token`]):
/// `ovunque (`everywhere`)`; any other text as it is.
pub(crate) fn shown_word(lang: Lang, word: &str) -> String {
    with_token(lang, answer_word(lang, word), word)
}

/// Key `key` of kind `kind`'s answers as a worksheet in `lang` writes it ([`answer_key`],
/// [`with_token`]): `esponenziale (`exponential`)`; any other key as it is.
pub(crate) fn shown_key(lang: Lang, kind: &str, key: &str) -> String {
    with_token(lang, answer_key(lang, kind, key), key)
}

/// The messages naming parts in words (`moodle-part-NAME`, locales/).
const PART_LABELS: &[&str] = &[
    "moodle-part-alphas",
    "moodle-part-answer",
    "moodle-part-bayes_decisions",
    "moodle-part-bayes_error",
    "moodle-part-bayes_sign",
    "moodle-part-bias",
    "moodle-part-boundaries",
    "moodle-part-boundary",
    "moodle-part-categorical",
    "moodle-part-classifier_error",
    "moodle-part-classifier_row_errors",
    "moodle-part-classify",
    "moodle-part-consistent",
    "moodle-part-decisions",
    "moodle-part-discriminants",
    "moodle-part-dual",
    "moodle-part-equivalent",
    "moodle-part-error",
    "moodle-part-error_rate",
    "moodle-part-errors",
    "moodle-part-final_theta",
    "moodle-part-final_weights",
    "moodle-part-functional_margin",
    "moodle-part-functional_margins",
    "moodle-part-geometric_margin",
    "moodle-part-gradient",
    "moodle-part-hessian",
    "moodle-part-interval",
    "moodle-part-iterations",
    "moodle-part-left_inverse",
    "moodle-part-log_likelihood",
    "moodle-part-log_loss",
    "moodle-part-log_probability",
    "moodle-part-logits",
    "moodle-part-logsumexp",
    "moodle-part-loss",
    "moodle-part-margin",
    "moodle-part-margins",
    "moodle-part-min_risk",
    "moodle-part-min_test_size",
    "moodle-part-minimizer",
    "moodle-part-minimum_error",
    "moodle-part-modified",
    "moodle-part-nll",
    "moodle-part-norm",
    "moodle-part-normal_equations",
    "moodle-part-not_equivalent",
    "moodle-part-not_minimum_error",
    "moodle-part-objective",
    "moodle-part-on_margin",
    "moodle-part-one_hot",
    "moodle-part-origin_distance",
    "moodle-part-parameters",
    "moodle-part-posterior",
    "moodle-part-posteriors",
    "moodle-part-predict",
    "moodle-part-prediction",
    "moodle-part-predictions",
    "moodle-part-probabilities",
    "moodle-part-probability",
    "moodle-part-projection",
    "moodle-part-radius",
    "moodle-part-regions",
    "moodle-part-residuals",
    "moodle-part-row_errors",
    "moodle-part-separable",
    "moodle-part-slacks",
    "moodle-part-sse",
    "moodle-part-support_vectors",
    "moodle-part-trace",
    "moodle-part-updated_weights",
    "moodle-part-values",
    "moodle-part-votes",
    "moodle-part-weights",
];

/// A part's name as a student reads it: the language's label (`moodle-part-error_rate`), else
/// the name with spaces for its underscores.
pub(crate) fn part_label(lang: Lang, name: &str) -> String {
    let id = format!("moodle-part-{name}");
    match PART_LABELS.iter().find(|m| **m == id) {
        Some(m) => lang.t(m),
        None => name.replace('_', " "),
    }
}

/// The `t` function of the templates: `t(id="…", name=value …)` is message `id` in the
/// language of the context's `lang` (English when absent). Strings are texts, whole numbers
/// counts. (It runs some 200 times per exam variant: the arguments are borrowed from the
/// template's values, and a message without placeables is returned as the value made once.)
pub(crate) fn tera_function(kwargs: tera::Kwargs, state: &tera::State) -> tera::TeraResult<tera::Value> {
    let lang = match state.get::<tera::Value>("lang")? {
        Some(code) => code.as_str().and_then(Lang::from_code).unwrap_or_default(),
        None => Lang::default(),
    };
    let id: &str = kwargs.must_get("id")?;
    let mut args: Vec<(&str, Arg<'_>)> = Vec::new();
    for (k, v) in kwargs.iter() {
        let Some(name) = k.as_str() else { continue };
        if name == "id" {
            continue;
        }
        let arg = if let Some(n) = v.as_i64() {
            Arg::Count(n)
        } else if let Some(s) = v.as_str() {
            counted(s)
        } else {
            Arg::Text(Cow::Owned(v.to_string()))
        };
        args.push((name, arg));
    }
    if args.is_empty()
        && let Some((_, value)) = compiled(lang, id).and_then(|m| m.fixed.as_ref())
    {
        return Ok(value.clone());
    }
    Ok(tera::Value::from(lang.ta(id, &args)))
}

/// A text argument, as a count when it is a whole number written plainly (`2`, not `02`, `-0`,
/// `+2` or `1.5`): the points a template shows select the plural form as a count would.
fn counted(s: &str) -> Arg<'_> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let plain = digits.bytes().all(|b| b.is_ascii_digit())
        && if digits.len() == s.len() {
            digits == "0" || !digits.is_empty() && !digits.starts_with('0')
        } else {
            !digits.is_empty() && !digits.starts_with('0')
        };
    match s.parse::<i64>() {
        Ok(n) if plain => Arg::Count(n),
        _ => Arg::Text(Cow::Borrowed(s)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids of the messages of one catalogue, and its syntax errors.
    fn ids(source: &str) -> (Vec<String>, Vec<String>) {
        use fluent_syntax::ast::Entry;
        let (res, errors) = match fluent_syntax::parser::parse(source) {
            Ok(r) => (r, Vec::new()),
            Err((r, e)) => (r, e.iter().map(|e| format!("{e:?}")).collect()),
        };
        let ids = res
            .body
            .iter()
            .filter_map(|e| match e {
                Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect();
        (ids, errors)
    }

    fn catalogue(lang: Lang) -> &'static str {
        CATALOGUES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, s)| *s)
            .unwrap_or_default()
    }

    #[test]
    fn catalogues_parse_and_have_the_same_messages() {
        let (en, e) = ids(catalogue(Lang::En));
        assert!(e.is_empty(), "en.ftl: {e:?}");
        assert!(!en.is_empty());
        for lang in Lang::ALL {
            let (other, errors) = ids(catalogue(lang));
            assert!(errors.is_empty(), "{lang}.ftl has syntax errors: {errors:?}");
            let mut seen = std::collections::BTreeSet::new();
            for id in &other {
                assert!(seen.insert(id), "{lang}.ftl has `{id}` twice");
            }
            let missing: Vec<&String> = en.iter().filter(|id| !other.contains(id)).collect();
            assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?} (in en.ftl)");
            let extra: Vec<&String> = other.iter().filter(|id| !en.contains(id)).collect();
            assert!(extra.is_empty(), "{lang}.ftl has {extra:?}, which en.ftl does not");
        }
    }

    /// Every message id used in the templates (`t(id="…"`) and the Rust code (`.t("…"`,
    /// `.ta("…"`) in the catalogue, and every message of the catalogue used.
    #[test]
    fn every_message_is_used_and_every_use_exists() {
        let (en, _) = ids(catalogue(Lang::En));
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut texts = Vec::new();
        let mut stack = vec![root.join("src"), root.join("templates")];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let p = entry.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|e| e == "rs" || e == "md" || e == "html") {
                    texts.push((p.clone(), std::fs::read_to_string(&p).unwrap_or_default()));
                }
            }
        }
        let mut used = std::collections::BTreeSet::new();
        for (path, text) in &texts {
            let mut uses = Vec::new();
            for pat in ["t(id=\"", ".t(", ".ta("] {
                let mut rest = text.as_str();
                while let Some(at) = rest.find(pat) {
                    let after = rest[at + pat.len()..].trim_start();
                    let Some(after) = after.strip_prefix('"').or_else(|| pat.ends_with('"').then_some(after)) else {
                        rest = &rest[at + pat.len()..];
                        continue;
                    };
                    let id: String = after
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                        .collect();
                    if after[id.len()..].starts_with('"') && !id.is_empty() {
                        uses.push(id);
                    }
                    rest = after;
                }
            }
            for id in uses {
                // this file's own tests use made-up ids
                if path.ends_with("i18n.rs") && id.starts_with("test-") {
                    continue;
                }
                assert!(
                    en.contains(&id),
                    "{} uses message `{id}`, which en.ftl does not have",
                    path.display()
                );
                used.insert(id);
            }
        }
        // an id written as a string anywhere in the code counts as used (`lang.t(if a { "x" }
        // else { "y" })`)
        let quoted = |id: &str| texts.iter().any(|(_, t)| t.contains(&format!("\"{id}\"")));
        // a mistake's name is used with its hint (`kinds::Hint`: `x-mistake-y` with `x-hint-y`)
        let named = |id: &str| id.contains("-mistake-") && quoted(&id.replacen("-mistake-", "-hint-", 1));
        let unused: Vec<&String> = en
            .iter()
            .filter(|id| !used.contains(*id) && !quoted(id) && !named(id))
            .collect();
        assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
    }

    #[test]
    fn codes_and_fallbacks() {
        assert_eq!(Lang::from_code("IT"), Some(Lang::It));
        assert_eq!(Lang::from_code("en"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::It.t("test-no-such-message"), "⟨test-no-such-message⟩");
        assert!(Lang::It.decimal_comma() && !Lang::En.decimal_comma());
    }

    /// What Fluent itself writes for message `id` (the way [`Lang::ta`] went before the
    /// compiled messages): the oracle of `compiled_messages_are_formatted_as_fluent_formats_them`.
    fn by_fluent(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fa = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fa.set(*name, value.to_fluent());
        }
        format(lang, id, &fa)
            .or_else(|| format(Lang::En, id, &fa))
            .unwrap_or_else(|| format!("⟨{id}⟩"))
    }

    /// The names of the arguments a compiled message reads.
    fn argument_names(pieces: &[Piece], out: &mut Vec<&'static str>) {
        for p in pieces {
            match p {
                Piece::Text(_) => {}
                Piece::Arg(name) => out.push(name),
                Piece::Select { arg, variants, .. } => {
                    out.push(arg);
                    variants.iter().for_each(|(_, v)| argument_names(v, out));
                }
            }
        }
    }

    #[test]
    fn compiled_messages_are_formatted_as_fluent_formats_them() {
        let texts = ["x", "one", "other", "true", "1", "", "$x^{-1}$ | *a*"];
        let counts = [
            0,
            1,
            2,
            5,
            21,
            101,
            999_999,
            1_000_000,
            -1,
            -2,
            1 << 53,
            (1 << 53) + 1,
            i64::MAX,
            i64::MIN,
        ];
        let mut compared = 0;
        let mut by_fluent_only = Vec::new();
        for lang in Lang::ALL {
            for id in &bundle_and_ids(lang).1 {
                let Some(message) = compiled(lang, id) else {
                    by_fluent_only.push(format!("{lang}:{id}"));
                    continue;
                };
                let mut names = Vec::new();
                argument_names(&message.pieces, &mut names);
                names.sort_unstable();
                names.dedup();
                // every name given the same text, the same count, or each its own mix; and none
                let mut sets: Vec<Vec<(&str, Arg<'_>)>> = vec![Vec::new()];
                for t in texts {
                    sets.push(names.iter().map(|n| (*n, Arg::from(t))).collect());
                }
                for c in counts {
                    sets.push(names.iter().map(|n| (*n, Arg::Count(c))).collect());
                    sets.push(
                        names
                            .iter()
                            .enumerate()
                            .map(|(i, n)| (*n, if i % 2 == 0 { Arg::Count(c) } else { Arg::from("1") }))
                            .collect(),
                    );
                }
                // a name given twice: the last one counts, as in Fluent's arguments
                if let Some(n) = names.first() {
                    sets.push(vec![(*n, Arg::Count(1)), (*n, Arg::Count(2))]);
                }
                for args in &sets {
                    let want = by_fluent(lang, id, args);
                    if let Some(got) = message.format(args) {
                        assert_eq!(got, want, "{lang}:{id} with {args:?}");
                        compared += 1;
                    }
                    assert_eq!(lang.ta(id, args), want, "{lang}:{id} with {args:?}");
                }
            }
        }
        assert!(compared > 1000, "only {compared} formats compared");
        // nearly every message is formatted without Fluent (those of an exam run all are)
        assert!(by_fluent_only.len() < 20, "formatted by Fluent: {by_fluent_only:?}");
        for id in ["points", "exam-question", "heading-solution", "rule-exact", "erratum"] {
            for lang in Lang::ALL {
                assert!(compiled(lang, id).is_some(), "{lang}:{id} is not compiled");
            }
        }
    }

    #[test]
    fn the_templates_t_is_ta() {
        let mut tera = tera::Tera::new();
        tera.register_function("t", tera_function);
        tera.add_raw_template(
            "t.md",
            "{{ t(id=\"heading-solution\") }}|{{ t(id=\"points\", n=n) }}|{{ t(id=\"points\", n=\"1\") }}|\
             {{ t(id=\"points\", n=\"1.5\") }}|{{ t(id=\"test-no-such-message\") }}",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        for (lang, n) in [(Lang::En, 1), (Lang::It, 1), (Lang::En, 3), (Lang::It, 3)] {
            let mut ctx = tera::Context::new();
            ctx.insert("lang", lang.code());
            ctx.insert("n", &n);
            let want = [
                lang.t("heading-solution"),
                lang.ta("points", &[("n", n.into())]),
                lang.ta("points", &[("n", 1.into())]),
                lang.ta("points", &[("n", "1.5".into())]),
                "⟨test-no-such-message⟩".to_string(),
            ]
            .join("|");
            assert_eq!(tera.render("t.md", &ctx).unwrap_or_else(|e| panic!("{e}")), want);
        }
    }

    #[test]
    fn plurals_follow_each_language() {
        // English and Italian both say "1 point", "2 points" (one / other)
        assert_eq!(Lang::En.ta("points", &[("n", 1usize.into())]), "1 point");
        assert_eq!(Lang::En.ta("points", &[("n", 2usize.into())]), "2 points");
        assert_eq!(Lang::It.ta("points", &[("n", 1usize.into())]), "1 punto");
        assert_eq!(Lang::It.ta("points", &[("n", 2usize.into())]), "2 punti");
        // points as a template shows them: a whole number counts, a decimal is "other"
        assert_eq!(Lang::En.ta("points", &[("n", counted("1"))]), "1 point");
        assert_eq!(Lang::En.ta("points", &[("n", counted("1.5"))]), "1.5 points");
        assert_eq!(Lang::It.ta("points", &[("n", counted("1.5"))]), "1.5 punti");
        assert_eq!(counted("01"), Arg::Text("01".into()));
        for (text, count) in [("0", Some(0)), ("-3", Some(-3)), ("12", Some(12))] {
            assert_eq!(
                counted(text),
                count.map_or(Arg::Text(text.into()), Arg::Count),
                "{text}"
            );
        }
        for text in ["-0", "+2", "-", "", "1e3", "9223372036854775808", "٣"] {
            assert_eq!(counted(text), Arg::Text(text.into()), "{text}");
        }
        // no isolation marks around arguments
        assert!(!Lang::En.ta("points", &[("n", 2usize.into())]).contains('\u{2068}'));
    }
}
