//! Declarative keys: one constant per key documents it (the [`KeyDef`] in the kind's table, which
//! drives validation, "did you mean" and the docs), reads and checks its value, and applies its
//! default. Keys shared by several kinds live here; a kind's own keys are constants beside its
//! `KIND`.

use super::KeyDef;
use crate::models::perceptron::Comparison;
use crate::num::Number;
use crate::spec::loader::{Loader, Map};
use crate::spec::yaml::Node;

/// A key of a spec: its documentation, how to read it, and its default.
pub struct Key<T: 'static> {
    /// The documentation, as the kind's key table lists it.
    pub def: KeyDef,
    read: fn(&mut Loader, &Node, &str) -> Option<T>,
    default: Option<fn() -> T>,
}

impl<T> Key<T> {
    /// A key the spec must give (its absence is reported by the spec loader).
    pub const fn required(
        name: &'static str,
        doc: &'static str,
        read: fn(&mut Loader, &Node, &str) -> Option<T>,
    ) -> Self {
        Key {
            def: KeyDef::required(name, doc),
            read,
            default: None,
        }
    }

    /// An optional key; `shown` is its default as the docs show it, `default` its value.
    pub const fn optional(
        name: &'static str,
        shown: &'static str,
        doc: &'static str,
        read: fn(&mut Loader, &Node, &str) -> Option<T>,
        default: fn() -> T,
    ) -> Self {
        Key {
            def: KeyDef::optional(name, shown, doc),
            read,
            default: Some(default),
        }
    }

    /// An optional key without a default value (`Key::get` gives `Some(None)` when absent).
    pub const fn optional_none(
        name: &'static str,
        shown: &'static str,
        doc: &'static str,
        read: fn(&mut Loader, &Node, &str) -> Option<T>,
    ) -> Self {
        Key {
            def: KeyDef::optional(name, shown, doc),
            read,
            default: None,
        }
    }

    /// The key's name.
    pub const fn name(&self) -> &'static str {
        self.def.name
    }

    /// Reads the key from `m`: its checked value, or its default when absent. `None` after an
    /// error was reported, or when a required key (or one without default) is absent.
    pub fn read(&self, l: &mut Loader, m: &Map<'_>) -> Option<T> {
        match m.get(self.def.name) {
            Some(node) => (self.read)(l, node, &format!("`{}`", self.def.name)),
            None => self.default.map(|d| d()),
        }
    }

    /// Reads an optional key without default: `Some(None)` when absent, `None` after an error.
    pub fn get(&self, l: &mut Loader, m: &Map<'_>) -> Option<Option<T>> {
        match m.get(self.def.name) {
            Some(node) => (self.read)(l, node, &format!("`{}`", self.def.name)).map(Some),
            None => Some(self.default.map(|d| d())),
        }
    }
}

/// A number > 0.
pub fn positive(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    l.positive(n, what)
}

/// A number ≥ 0.
pub fn non_negative(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    l.non_negative(n, what)
}

/// Any exact number.
pub fn number(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    l.number(n, what)
}

/// `true` or `false`.
pub fn boolean(l: &mut Loader, n: &Node, what: &str) -> Option<bool> {
    l.boolean(n, what)
}

/// `>` or `>=`.
pub fn comparison(l: &mut Loader, n: &Node, what: &str) -> Option<Comparison> {
    match n.as_scalar() {
        Some(">") => Some(Comparison::Greater),
        Some(">=") => Some(Comparison::GreaterEq),
        _ => {
            l.error_help(
                n.span,
                format!("{what} must be `>` or `>=`, found {}", n.describe()),
                "not a comparison",
                "use \">\" (strict, the notes' pseudo-code; the default) or \">=\" (the notes' Python)",
            );
            None
        }
    }
}

/// The learning rate α of the perceptron kinds.
pub const LEARNING_RATE: Key<Number> = Key::optional("learning_rate", "1", "α > 0", positive, Number::one);

/// The perceptron's margin b.
pub const MARGIN: Key<Number> = Key::optional(
    "margin",
    "0",
    "b ≥ 0: class c is updated when w_c·x̄ + b > w_y·x̄",
    non_negative,
    Number::zero,
);

/// The perceptron's test.
pub const COMPARISON: Key<Comparison> = Key::optional(
    "comparison",
    "`>`",
    "`>` (the seed's pseudo-code) or `>=` (the seed's Python code)",
    comparison,
    || Comparison::Greater,
);

/// Whether samples already start with the 1 of x̄.
pub const HOMOGENEOUS: Key<bool> = Key::optional(
    "homogeneous",
    "false",
    "`true` when each `x` already starts with the 1 of x̄ = (1, x1, …)",
    boolean,
    || false,
);

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::spec::yaml;

    fn read<T>(key: &Key<T>, text: &str) -> (Option<T>, Vec<String>) {
        let docs = yaml::parse(text).unwrap();
        let mut l = Loader::new();
        let m = l.map_any(&docs[0], "a spec").unwrap();
        let v = key.read(&mut l, &m);
        (v, l.diags.iter().map(|d| d.message.clone()).collect())
    }

    #[test]
    fn defaults_values_and_errors() {
        assert_eq!(read(&LEARNING_RATE, "other: 1\n").0, Some(Number::one()));
        assert_eq!(read(&LEARNING_RATE, "learning_rate: 1/2\n").0, Number::ratio(1, 2));
        let (v, errs) = read(&LEARNING_RATE, "learning_rate: 0\n");
        assert_eq!(v, None);
        assert_eq!(errs, ["`learning_rate` must be positive, found `0`"]);
        assert_eq!(read(&COMPARISON, "comparison: \">=\"\n").0, Some(Comparison::GreaterEq));
        let (v, errs) = read(&COMPARISON, "comparison: <\n");
        assert_eq!(v, None);
        assert_eq!(errs, ["`comparison` must be `>` or `>=`, found `<`"]);
        assert_eq!(read(&HOMOGENEOUS, "a: 1\n").0, Some(false));
    }
}
