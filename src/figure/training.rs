//! Figures of a training run: `loss_curve` (the loss after each step, `logistic-regression` and
//! `softmax-regression`) and `sigmoid` (σ(w·x̄) of the final weights with the samples at their
//! labels, `logistic-regression` with one feature).
//!
//! The loss curve joins (t, L(w_t)) for t = 0 … steps, each point marked; its t range is
//! [0, steps] and its L range the lowest to highest loss, widened to round ticks. The sigmoid
//! is σ(z) (`num::real::sigmoid`, a ball whose midpoint is drawn) at
//! [`super::plot::SAMPLES`] + 1 points plus the boundary σ = ½ (x = −w₀/w₁, exact) over the
//! samples' range with a tenth of its span on each side (1 for one point), widened to round
//! ticks; the samples sit at 0 and 1 with their class marker.

use super::plot::{Key, Pen, Plot, Range};
use super::style::{COLOURS, Marker};
use super::svg::{Anchor, Paint};
use crate::i18n::Lang;
use crate::num::Number;
use crate::num::real::{self, Real as Ball};

/// How the kind writes numbers and values.
pub(crate) struct Texts<'a> {
    /// An exact number (a tick).
    pub(crate) num: &'a dyn Fn(&Number) -> String,
    /// The loss after step t (`≈ 1.3133`).
    pub(crate) loss: &'a dyn Fn(usize) -> String,
    /// A value computed from rounded weights (the boundary), shown rounded.
    pub(crate) approx: &'a dyn Fn(&Number) -> String,
    /// The language of the alt text.
    pub(crate) lang: Lang,
}

/// The sentences of the figures, from the catalogue (`figure-loss-curve-…`, `figure-sigmoid-…`).
mod say {
    use crate::i18n::Lang;

    pub(super) fn loss_title(lang: Lang) -> String {
        lang.t("figure-loss-curve-title")
    }

    pub(super) fn loss_desc(lang: Lang, steps: usize, values: &str) -> String {
        lang.ta(
            "figure-loss-curve-desc",
            &[("steps", steps.into()), ("values", values.into())],
        )
    }

    pub(super) fn step_axis(lang: Lang) -> String {
        lang.t("figure-loss-curve-step")
    }

    pub(super) fn sigmoid_title(lang: Lang) -> String {
        lang.t("figure-sigmoid-title")
    }

    pub(super) fn sigmoid_desc(lang: Lang, x0: &str, x1: &str, boundary: &str, ones: &str, zeros: &str) -> String {
        lang.ta(
            "figure-sigmoid-desc",
            &[
                ("x0", x0.into()),
                ("x1", x1.into()),
                ("boundary", boundary.into()),
                ("ones", ones.into()),
                ("zeros", zeros.into()),
            ],
        )
    }

    pub(super) fn sigmoid_flat(lang: Lang, x0: &str, x1: &str, ones: &str, zeros: &str) -> String {
        lang.ta(
            "figure-sigmoid-flat",
            &[
                ("x0", x0.into()),
                ("x1", x1.into()),
                ("ones", ones.into()),
                ("zeros", zeros.into()),
            ],
        )
    }

    pub(super) fn label(lang: Lang, y: &str) -> String {
        lang.ta("figure-sigmoid-label", &[("y", y.into())])
    }
}

/// |z| beyond which σ(z) is drawn as σ(±64): 1 − σ(64) = σ(−64) < e⁻⁶⁴, which is 10⁻²⁵ of the
/// plot's height.
const SIGMOID_FLAT: i64 = 64;

/// Losses listed in the alt text: the first 11 and the last.
const LISTED: usize = 12;

/// Most steps whose points are marked.
const MARKED: usize = 20;

/// The loss after each step as a figure: `losses[t]` is L(w_t), t = 0 … steps; `set_y` the
/// loss range the spec sets (`plot: { y: … }`), the lowest to highest loss otherwise.
pub(crate) fn loss_curve(losses: &[Number], set_y: Option<&Range>, t: &Texts<'_>) -> Option<String> {
    let steps = losses.len().checked_sub(1)?;
    let x = Range::new(Number::zero(), Number::from(i64::try_from(steps.max(1)).ok()?))?
        .whole()
        .rounded_out();
    let y = match set_y {
        Some(y) => y.clone(),
        None => {
            let lo = losses.iter().min()?.clone();
            let hi = losses.iter().max()?.clone();
            match Range::new(lo.clone(), hi) {
                Some(r) => r.rounded_out(),
                None => Range::new(&lo - &Number::one(), &lo + &Number::one())?.rounded_out(),
            }
        }
    };
    // every value, or the first 11, … and the last (a long run's curve says the rest)
    let n = losses.len();
    let values: Vec<String> = if n <= LISTED {
        (0..n).map(|k| (t.loss)(k)).collect()
    } else {
        (0..LISTED - 1)
            .map(|k| (t.loss)(k))
            .chain(["…".to_string(), (t.loss)(n - 1)])
            .collect()
    };
    let mut desc = say::loss_desc(t.lang, steps, &values.join(", "));
    let outside: Vec<String> = losses
        .iter()
        .enumerate()
        .filter(|(_, l)| !y.contains(l))
        .map(|(k, _)| format!("t = {k}"))
        .collect();
    if let Some(s) = super::plot::outside(t.lang, &outside) {
        desc = format!("{desc} {s}");
    }
    let mut plot = Plot::new(
        &say::loss_title(t.lang),
        &desc,
        x,
        y,
        (&say::step_axis(t.lang), "L(w)"),
        0,
    )?;
    let points: Vec<(Number, Number)> = losses
        .iter()
        .enumerate()
        .map(|(k, l)| (Number::from(i64::try_from(k).unwrap_or(i64::MAX)), l.clone()))
        .collect();
    plot.open_group("curve");
    plot.curve(&points, &Pen::of(0));
    // a marker per step while they stay apart
    if steps <= MARKED {
        for (s, l) in &points {
            plot.marker(s, l, Marker::Circle, COLOURS[0]);
        }
    }
    plot.close_group();
    Some(plot.finish(t.num))
}

/// What the sigmoid figure shows: one feature.
pub(crate) struct Sigmoid<'a> {
    /// The bias w₀ (0 without one) and the weight w₁ of the final weights.
    pub(crate) w: (Number, Number),
    /// The samples: x and whether y is the positive class.
    pub(crate) samples: &'a [(Number, bool)],
    /// The labels as written: the negative and the positive one (`0`, `1` or `−1`, `1`).
    pub(crate) labels: (&'a str, &'a str),
    /// The x range the spec sets (`plot: { x: … }`); from the samples otherwise.
    pub(crate) set_x: Option<&'a Range>,
}

impl Sigmoid<'_> {
    /// x = −w₀/w₁, where σ = ½.
    fn boundary(&self) -> Option<Number> {
        (-&self.w.0).checked_div(&self.w.1)
    }

    fn x_range(&self) -> Option<Range> {
        let lo = self.samples.iter().map(|(x, _)| x.clone()).min()?;
        let hi = self.samples.iter().map(|(x, _)| x.clone()).max()?;
        Range::around(&lo, &hi)
    }

    /// The figure as an SVG document.
    pub(crate) fn svg(&self, t: &Texts<'_>) -> Option<String> {
        let x = self.set_x.cloned().or_else(|| self.x_range())?;
        let y = Range::new(Number::zero(), Number::one())?;
        let b = self.boundary();
        let list = |positive: bool| {
            let xs: Vec<String> = self
                .samples
                .iter()
                .filter(|(_, p)| *p == positive)
                .map(|(x, _)| (t.num)(x))
                .collect();
            if xs.is_empty() {
                "—".to_string()
            } else {
                xs.join(", ")
            }
        };
        let (x0, x1) = ((t.num)(&x.lo), (t.num)(&x.hi));
        let mut desc = match &b {
            Some(b) => say::sigmoid_desc(t.lang, &x0, &x1, &(t.approx)(b), &list(true), &list(false)),
            None => say::sigmoid_flat(t.lang, &x0, &x1, &list(true), &list(false)),
        };
        let mut outside: Vec<String> = b
            .iter()
            .filter(|b| !x.contains(b))
            .map(|b| format!("x ≈ {}", (t.approx)(b)))
            .collect();
        outside.extend(
            self.samples
                .iter()
                .filter(|(v, _)| !x.contains(v))
                .map(|(v, _)| format!("x = {}", (t.num)(v))),
        );
        if let Some(s) = super::plot::outside(t.lang, &outside) {
            desc = format!("{desc} {s}");
        }
        let mut plot = Plot::new(&say::sigmoid_title(t.lang), &desc, x.clone(), y, ("x", "σ(w·x̄)"), 3)?;
        plot.open_group("boundary");
        if let Some(b) = &b {
            plot.vline(b, &Paint::stroke("#000000", "1.5"), &format!("x ≈ {}", (t.approx)(b)));
        }
        plot.close_group();
        plot.open_group("curve");
        let extra: Vec<Number> = b.iter().cloned().collect();
        let points: Vec<(Number, Number)> = real::at_precision(super::losses::CURVE_BITS, || {
            x.samples(&extra)
                .into_iter()
                .map(|v| {
                    let z = &self.w.0 + &(&self.w.1 * &v);
                    // beyond ±64, σ is within e⁻⁶⁴ of 0 or 1 (far under 0.01 px), and σ of a
                    // huge z (a wide x range) would cost its exponential's digits
                    let z = z.max(Number::from(-SIGMOID_FLAT)).min(Number::from(SIGMOID_FLAT));
                    Some((v, real::sigmoid(&Ball::from_number(&z)).ok()?.mid()))
                })
                .collect::<Option<_>>()
        })?;
        plot.curve(&points, &Pen::of(0));
        plot.close_group();
        plot.open_group("samples");
        for (v, positive) in self.samples {
            let (class, level) = if *positive {
                (1, Number::one())
            } else {
                (0, Number::zero())
            };
            plot.marker(v, &level, Marker::of(class + 1), COLOURS[(class + 1) % COLOURS.len()]);
        }
        plot.text_at(
            &x.lo,
            &Number::one(),
            (4, 14),
            Anchor::Start,
            &say::label(t.lang, self.labels.1),
        );
        plot.text_at(
            &x.lo,
            &Number::zero(),
            (4, -8),
            Anchor::Start,
            &say::label(t.lang, self.labels.0),
        );
        plot.close_group();
        plot.legend(Key::Line(Pen::of(0)), "σ(w·x̄)");
        plot.legend(
            Key::Marker(Marker::of(2), COLOURS[2]),
            &say::label(t.lang, self.labels.1),
        );
        plot.legend(
            Key::Marker(Marker::of(1), COLOURS[1]),
            &say::label(t.lang, self.labels.0),
        );
        Some(plot.finish(t.num))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::{data_uri, inline_svg};

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn texts<'a>(num: &'a dyn Fn(&Number) -> String, loss: &'a dyn Fn(usize) -> String) -> Texts<'a> {
        Texts {
            num,
            loss,
            approx: num,
            lang: Lang::En,
        }
    }

    #[test]
    fn the_loss_curve_joins_the_losses_of_the_steps() {
        let losses = [n("1.5"), n("1"), n("0.75")];
        let num = |x: &Number| x.to_decimal_string().unwrap_or_default();
        let loss = |k: usize| num(&losses[k]);
        let s = loss_curve(&losses, None, &texts(&num, &loss)).unwrap();
        assert_eq!(inline_svg(&data_uri(&s)).unwrap(), s);
        // t from 0 to 2 (ticks 0.5), L from 0.7 to 1.5 (ticks 0.1): (0, 1.5) at (56, 44),
        // (2, 0.75) at (416, 44 + 220·(1.5 − 0.75)/0.8 = 250.25)
        assert!(
            s.contains("<polyline points=\"56.00,44.00 236.00,181.50 416.00,250.25\""),
            "{s}"
        );
        assert!(s.contains("1.5, 1, 0.75"), "{s}");
    }

    #[test]
    fn the_sigmoid_crosses_one_half_at_the_boundary() {
        // w = (−2, 1): σ(x − 2) = ½ at x = 2; samples at 0 (y = 0) and 4 (y = 1)
        let samples = [(n("0"), false), (n("4"), true)];
        let fig = Sigmoid {
            w: (n("-2"), n("1")),
            samples: &samples,
            labels: ("0", "1"),
            set_x: None,
        };
        let num = |x: &Number| x.to_decimal_string().unwrap_or_default();
        let loss = |_: usize| String::new();
        let s = fig.svg(&texts(&num, &loss)).unwrap();
        assert_eq!(inline_svg(&data_uri(&s)).unwrap(), s);
        // x from −0.4 to 4.4, rounded out to [−1, 5] (ticks of 1): x = 2 at 56 + 360·3/6 = 236,
        // σ = ½ at y = 44 + 110 = 154 (the boundary is one of the curve's points)
        assert!(s.contains("236.00,154.00"), "{s}");
        assert!(
            s.contains("<line x1=\"236.00\" y1=\"44.00\" x2=\"236.00\" y2=\"264.00\""),
            "{s}"
        );
        // σ(−3) at x = −1 by mpmath: 0.0474258732 → y = 44 + 220·(1 − 0.0474258732) = 253.57
        assert!(s.contains("<polyline points=\"56.00,253.57 "), "{s}");
    }
}
