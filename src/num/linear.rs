//! Linear forms c₀ + c₁x₁ + … + c_Dx_D and the equations c₀ + c₁x₁ + … = 0 (decision boundaries):
//! exact display in the seeds' solved form (`x2 = -x1 - 0.5`) and a parser for answers.

use super::{NumStyle, Number};

/// How to write variables and signs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// `x2 = -x1 - 0.5` (answers files, terminals).
    Ascii,
    /// `x₂ = −x₁ − 0.5` (worksheets).
    Pretty,
}

const SUBSCRIPTS: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

/// The name of variable `i` (1-based) among `dim` variables: `x` when there is one.
pub fn var_name(i: usize, dim: usize, notation: Notation) -> String {
    if dim == 1 {
        return "x".into();
    }
    match notation {
        Notation::Ascii => format!("x{i}"),
        Notation::Pretty => format!("x{}", subscript(i)),
    }
}

/// `12` → `₁₂`.
pub fn subscript(i: usize) -> String {
    i.to_string()
        .chars()
        .map(|c| c.to_digit(10).map_or(c, |d| SUBSCRIPTS[d as usize]))
        .collect()
}

fn minus(notation: Notation) -> &'static str {
    match notation {
        Notation::Ascii => "-",
        Notation::Pretty => "−",
    }
}

/// Writes a coefficient for a product with a variable: `4`, `0.5`, `(1/6)`.
fn coef_text(c: &Number, style: NumStyle) -> String {
    if c == &Number::one() {
        return String::new();
    }
    let s = c.display(style);
    if s.contains('/') { format!("({s})") } else { s }
}

/// Writes `c₀ + c₁x₁ + …` (terms with a zero coefficient are left out; all zero gives `0`).
/// `constant_last` puts c₀ at the end (`-x1 - 0.5`), as the seeds write right-hand sides.
pub fn format_form(coeffs: &[Number], dim: usize, style: NumStyle, notation: Notation, constant_last: bool) -> String {
    let mut terms: Vec<(bool, String)> = Vec::new(); // (negative, magnitude text)
    let push_const = |terms: &mut Vec<(bool, String)>| {
        if let Some(c0) = coeffs.first()
            && !c0.is_zero()
        {
            terms.push((c0.is_negative(), c0.abs().display(style)));
        }
    };
    if !constant_last {
        push_const(&mut terms);
    }
    for (i, c) in coeffs.iter().enumerate().skip(1) {
        if c.is_zero() {
            continue;
        }
        let name = var_name(i, dim, notation);
        terms.push((c.is_negative(), format!("{}{name}", coef_text(&c.abs(), style))));
    }
    if constant_last {
        push_const(&mut terms);
    }
    if terms.is_empty() {
        return "0".into();
    }
    let mut out = String::new();
    for (k, (neg, t)) in terms.iter().enumerate() {
        match (k, neg) {
            (0, true) => out.push_str(minus(notation)),
            (0, false) => {}
            (_, true) => {
                out.push(' ');
                out.push_str(minus(notation));
                out.push(' ');
            }
            (_, false) => out.push_str(" + "),
        }
        out.push_str(t);
    }
    out
}

/// A linear equation c₀ + c₁x₁ + … + c_Dx_D = 0, kept exact. Two equations are the same when
/// their coefficients are proportional.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Equation {
    /// (c₀, c₁, …, c_D).
    pub coeffs: Vec<Number>,
}

/// What an equation describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A point, line or hyperplane.
    Hyperplane,
    /// c₁ = … = c_D = 0 and c₀ ≠ 0: no point satisfies it (parallel discriminants).
    None,
    /// All coefficients zero: every point satisfies it (identical discriminants).
    Everywhere,
}

impl Equation {
    /// The equation with these coefficients.
    pub fn new(coeffs: Vec<Number>) -> Self {
        Equation { coeffs }
    }

    /// The number of variables.
    pub fn dim(&self) -> usize {
        self.coeffs.len().saturating_sub(1)
    }

    /// Hyperplane, none or everywhere.
    pub fn shape(&self) -> Shape {
        if self.coeffs.iter().skip(1).any(|c| !c.is_zero()) {
            Shape::Hyperplane
        } else if self.coeffs.first().is_some_and(|c| !c.is_zero()) {
            Shape::None
        } else {
            Shape::Everywhere
        }
    }

    /// Whether two equations describe the same set (proportional coefficients).
    pub fn same_as(&self, other: &Equation) -> bool {
        if self.coeffs.len() != other.coeffs.len() {
            return false;
        }
        match (self.shape(), other.shape()) {
            (Shape::None, Shape::None) | (Shape::Everywhere, Shape::Everywhere) => return true,
            (a, b) if a != b => return false,
            _ => {}
        }
        // Find a non-zero pivot in self; the ratio must hold for every coefficient.
        let Some(k) = self.coeffs.iter().position(|c| !c.is_zero()) else {
            return false;
        };
        let Some(ratio) = other.coeffs[k].checked_div(&self.coeffs[k]) else {
            return false;
        };
        !ratio.is_zero() && self.coeffs.iter().zip(&other.coeffs).all(|(a, b)| &(a * &ratio) == b)
    }

    /// The solved form: the highest-index variable with a non-zero coefficient on the left
    /// (`x2 = -x1 - 0.5`, `x1 = 4`, `x = 4`); `none` / `everywhere` for degenerate equations.
    pub fn display(&self, style: NumStyle, notation: Notation) -> String {
        match self.shape() {
            Shape::None => "none".into(),
            Shape::Everywhere => "everywhere".into(),
            Shape::Hyperplane => {
                let dim = self.dim();
                let (k, rhs) = self.solved_form();
                format!(
                    "{} = {}",
                    var_name(k, dim, notation),
                    format_form(&rhs, dim, style, notation, true)
                )
            }
        }
    }

    /// The solved form's numbers: the highest-index variable k with a non-zero coefficient (1
    /// when there is none) and the right-hand side's coefficients −cᵢ/c_k (0 at k), which
    /// [`Equation::display`] writes.
    pub fn solved_form(&self) -> (usize, Vec<Number>) {
        let k = (1..=self.dim()).rev().find(|&i| !self.coeffs[i].is_zero()).unwrap_or(1);
        let ck = self.coeffs.get(k).cloned().unwrap_or_default();
        let rhs = self
            .coeffs
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if i == k {
                    Number::zero()
                } else {
                    -(c.checked_div(&ck).unwrap_or_default())
                }
            })
            .collect();
        (k, rhs)
    }

    /// Parses `x2 = -x1 - 0.5`, `x₂ = −x₁ + 1/6`, `2x1 + 2x2 + 1 = 0`, `x = 4`, `none`,
    /// `everywhere` for `dim` variables.
    pub fn parse(text: &str, dim: usize) -> Result<Equation, String> {
        let t = normalize(text);
        match t.trim() {
            "none" => {
                let mut c = vec![Number::zero(); dim + 1];
                c[0] = Number::one();
                return Ok(Equation::new(c));
            }
            "everywhere" => return Ok(Equation::new(vec![Number::zero(); dim + 1])),
            _ => {}
        }
        let Some((lhs, rhs)) = t.split_once('=') else {
            return Err("an equation needs `=`, e.g. `x2 = -x1 - 0.5`".into());
        };
        let l = parse_form(lhs, dim)?;
        let r = parse_form(rhs, dim)?;
        Ok(Equation::new(l.iter().zip(&r).map(|(a, b)| a - b).collect()))
    }
}

/// Unicode subscripts and minus signs to ASCII.
fn normalize(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '−' | '–' => '-',
            '·' | '×' => '*',
            c => SUBSCRIPTS
                .iter()
                .position(|s| *s == c)
                .and_then(|d| char::from_digit(d as u32, 10))
                .unwrap_or(c),
        })
        .collect()
}

/// Parses a linear form `a + b x1 - (1/6)x2 …` into (c₀, c₁, …).
fn parse_form(text: &str, dim: usize) -> Result<Vec<Number>, String> {
    let mut coeffs = vec![Number::zero(); dim + 1];
    let s: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if s.is_empty() {
        return Err("a side of the equation is empty".into());
    }
    let bytes: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut first = true;
    while i < bytes.len() {
        let mut sign = Number::one();
        if bytes[i] == '+' || bytes[i] == '-' {
            if bytes[i] == '-' {
                sign = -sign;
            }
            i += 1;
        } else if !first {
            return Err(format!(
                "expected `+` or `-` before `{}`",
                bytes[i..].iter().collect::<String>()
            ));
        }
        first = false;
        // coefficient: (p/q) | number[/number]
        let mut coef: Option<Number> = None;
        if i < bytes.len() && bytes[i] == '(' {
            let close = bytes[i..].iter().position(|c| *c == ')').ok_or("unclosed `(`")? + i;
            let inner: String = bytes[i + 1..close].iter().collect();
            coef = Some(Number::parse(&inner).map_err(|e| format!("`{inner}`: {e}"))?.value);
            i = close + 1;
        } else {
            let start = i;
            loop {
                match bytes.get(i) {
                    Some(c) if c.is_ascii_digit() || *c == '.' || *c == '/' => i += 1,
                    Some('e' | 'E') if i > start => {
                        let skip = if matches!(bytes.get(i + 1), Some('+' | '-')) {
                            2
                        } else {
                            1
                        };
                        if bytes.get(i + skip).is_some_and(char::is_ascii_digit) {
                            i += skip;
                        } else {
                            break;
                        }
                    }
                    _ => break,
                }
            }
            if i > start {
                let t: String = bytes[start..i].iter().collect();
                coef = Some(Number::parse(&t).map_err(|e| format!("`{t}`: {e}"))?.value);
            }
        }
        if i < bytes.len() && bytes[i] == '*' {
            i += 1;
        }
        // variable
        let var = if i < bytes.len() && bytes[i] == 'x' {
            i += 1;
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let idx: String = bytes[start..i].iter().collect();
            let k = if idx.is_empty() {
                if dim == 1 {
                    1
                } else {
                    return Err(format!("write `x1` … `x{dim}`, not `x`"));
                }
            } else {
                idx.parse::<usize>().map_err(|_| "bad variable index".to_string())?
            };
            if k == 0 || k > dim {
                return Err(format!("`x{k}` is not a variable here (there are {dim})"));
            }
            Some(k)
        } else {
            None
        };
        if coef.is_none() && var.is_none() {
            let rest: String = bytes[i..].iter().collect();
            return Err(format!("cannot read `{rest}`"));
        }
        let value = sign * coef.unwrap_or_else(Number::one);
        let slot = var.unwrap_or(0);
        coeffs[slot] = &coeffs[slot] + &value;
    }
    Ok(coeffs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn eq(c: &[&str]) -> Equation {
        Equation::new(c.iter().map(|s| n(s)).collect())
    }

    #[test]
    fn solved_form_like_the_seed() {
        // w1 - w2 = (-1, -2, -2): -1 - 2x1 - 2x2 = 0  =>  x2 = -x1 - 0.5
        let e = eq(&["-1", "-2", "-2"]);
        assert_eq!(e.display(NumStyle::Decimal, Notation::Ascii), "x2 = -x1 - 0.5");
        assert_eq!(e.display(NumStyle::Decimal, Notation::Pretty), "x₂ = −x₁ − 0.5");
        // w1 - w3 = (1, -6, -6)  =>  x2 = -x1 + 1/6
        assert_eq!(
            eq(&["1", "-6", "-6"]).display(NumStyle::Decimal, Notation::Ascii),
            "x2 = -x1 + 1/6"
        );
        // 4x - 4 = 12x - 36  => -8x + 32 = 0 => x = 4
        assert_eq!(eq(&["32", "-8"]).display(NumStyle::Decimal, Notation::Ascii), "x = 4");
        assert_eq!(
            eq(&["3", "-1", "0"]).display(NumStyle::Decimal, Notation::Ascii),
            "x1 = 3"
        );
        assert_eq!(
            eq(&["0", "-1", "1"]).display(NumStyle::Decimal, Notation::Ascii),
            "x2 = x1"
        );
        assert_eq!(
            eq(&["1", "3", "-6"]).display(NumStyle::Fraction, Notation::Ascii),
            "x2 = (1/2)x1 + 1/6"
        );
        assert_eq!(eq(&["2", "0", "0"]).display(NumStyle::Decimal, Notation::Ascii), "none");
        assert_eq!(
            eq(&["0", "0", "0"]).display(NumStyle::Decimal, Notation::Ascii),
            "everywhere"
        );
    }

    #[test]
    fn parses_what_it_writes_and_the_seeds_forms() {
        let e = eq(&["-1", "-2", "-2"]);
        for t in [
            "x2 = -x1 - 0.5",
            "x₂ = −x₁ − 0.5",
            "-1 - 2x1 - 2x2 = 0",
            "2*x1 + 2 x2 + 1 = 0",
            "x2 + x1 = -1/2",
        ] {
            assert!(Equation::parse(t, 2).unwrap().same_as(&e), "{t}");
        }
        assert!(!Equation::parse("x2 = -x1 + 0.5", 2).unwrap().same_as(&e));
        assert!(
            Equation::parse("x2 = -x1 + (1/6)", 2)
                .unwrap()
                .same_as(&eq(&["1", "-6", "-6"]))
        );
        assert!(Equation::parse("x = 4", 1).unwrap().same_as(&eq(&["32", "-8"])));
        assert!(Equation::parse("none", 2).unwrap().same_as(&eq(&["-3", "0", "0"])));
        assert!(Equation::parse("x2 = 1e-3", 2).is_ok());
        for bad in ["x2 -x1", "x3 = 1", "x2 = y", "= 1", "x2 = 1/0", "x = 1"] {
            assert!(Equation::parse(bad, 2).is_err(), "{bad}");
        }
    }

    #[test]
    fn forms() {
        let c = [n("-1"), n("-2"), n("-2")];
        assert_eq!(
            format_form(&c, 2, NumStyle::Decimal, Notation::Pretty, false),
            "−1 − 2x₁ − 2x₂"
        );
        assert_eq!(
            format_form(&[n("0"), n("0")], 1, NumStyle::Decimal, Notation::Ascii, false),
            "0"
        );
        assert_eq!(
            format_form(&[n("4"), n("1")], 1, NumStyle::Decimal, Notation::Ascii, false),
            "4 + x"
        );
    }
}
