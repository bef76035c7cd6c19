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
    pub fn codes() -> String {
        Lang::ALL
            .iter()
            .map(|l| format!("`{}`", l.code()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Whether a student of this language writes decimals with a comma (`0,25`): answers
    /// then accept it where it cannot be read otherwise (a scalar).
    pub fn decimal_comma(self) -> bool {
        matches!(self, Lang::It)
    }

    /// Message `id` without arguments.
    pub fn t(self, id: &str) -> String {
        self.ta(id, &[])
    }

    /// Message `id` with its arguments. A message this language lacks is taken from English
    /// (a test keeps the catalogues complete); an id no catalogue has is shown as `⟨id⟩`.
    pub fn ta(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
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

/// The bundle of one language, built on first use.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match lang {
        Lang::En => &BUNDLES[0],
        Lang::It => &BUNDLES[1],
    };
    slot.get_or_init(|| {
        let id = lang.code().parse().unwrap_or_default();
        let mut b = FluentBundle::new_concurrent(vec![id]);
        // no Unicode isolation marks around arguments: the output is Markdown and TeX
        b.set_use_isolating(false);
        for (l, source) in CATALOGUES {
            if *l == lang {
                // a syntax error drops only its entry; the catalogue test fails on any
                let res = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(res, _)| res);
                // an id given twice keeps its first text; the test fails on it
                let _ = b.add_resource(res);
            }
        }
        b
    })
}

fn format(lang: Lang, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let b = bundle(lang);
    let pattern = b.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let out = b.format_pattern(pattern, Some(args), &mut errors);
    Some(out.into_owned())
}

/// The `t` function of the templates: `t(id="…", name=value …)` is message `id` in the
/// language of the context's `lang` (English when absent). Strings are texts, whole numbers
/// counts.
pub(crate) fn tera_function(kwargs: tera::Kwargs, state: &tera::State) -> tera::TeraResult<String> {
    let lang = state
        .get::<String>("lang")?
        .and_then(|c| Lang::from_code(&c))
        .unwrap_or_default();
    let id: String = kwargs.must_get("id")?;
    let mut args: Vec<(String, Arg<'static>)> = Vec::new();
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
        args.push((name.to_string(), arg));
    }
    let borrowed: Vec<(&str, Arg<'_>)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    Ok(lang.ta(&id, &borrowed))
}

/// A text argument, as a count when it is a whole number written plainly (`2`, not `02` or
/// `1.5`): the points a template shows select the plural form as a count would.
fn counted(s: &str) -> Arg<'static> {
    match s.parse::<i64>() {
        Ok(n) if n.to_string() == s => Arg::Count(n),
        _ => Arg::Text(Cow::Owned(s.to_string())),
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
        let unused: Vec<&String> = en.iter().filter(|id| !used.contains(*id) && !quoted(id)).collect();
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
        // no isolation marks around arguments
        assert!(!Lang::En.ta("points", &[("n", 2usize.into())]).contains('\u{2068}'));
    }
}
