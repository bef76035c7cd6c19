//! `figures: [losses]` of `surrogate-losses`: each asked loss ℓ(z) against the margin z, with
//! the spec's z values marked on every curve.
//!
//! The z range is [−2, 2], widened to take in the spec's z values within [−10, 10] (a z
//! further out is named in the alt text as outside the plot), then to round ticks. The y range
//! is from 0 to the largest marked value within [3, 6], widened to a round tick; a curve that
//! leaves the box is cut where it leaves. Each curve is sampled at [`super::plot::SAMPLES`] + 1
//! points plus 0, 1 (where the hinge, squared hinge and perceptron losses bend) and the spec's
//! z values; a value is the model's ℓ(z) (`models::losses::Loss::value`: exact for the
//! piecewise polynomials, a `num::real` ball for the logistic and exponential losses, whose
//! midpoint is drawn). The zero-one loss is drawn as its two levels joined at z = 0.

use super::plot::{Key, Pen, Plot, Range, Window, colour_word, dash_word, markers_word};
use super::style::{COLOURS, Marker};
use super::svg::Paint;
use crate::i18n::Lang;
use crate::models::losses::{Loss, Scalar};
use crate::num::Number;

/// What the losses figure shows.
pub(crate) struct Losses<'a> {
    /// The losses, in the spec's order.
    pub(crate) losses: &'a [Loss],
    /// The margins to mark.
    pub(crate) z: &'a [Number],
    /// The spec's `plot:` (x the margin z, y the loss, each optional).
    pub(crate) window: &'a Window,
}

/// How the kind writes numbers and loss values.
pub(crate) struct Texts<'a> {
    /// An exact number (a tick, a margin).
    pub(crate) num: &'a dyn Fn(&Number) -> String,
    /// A loss value: exact, or `≈ 1.3133`.
    pub(crate) value: &'a dyn Fn(&Scalar) -> String,
    /// A loss's name in the legend and the alt text (in the language: `esponenziale`).
    pub(crate) name: &'a dyn Fn(Loss) -> String,
    /// The language of the alt text.
    pub(crate) lang: Lang,
}

/// The sentences of the figure, from the catalogue (`surrogate-losses-figure-…`).
mod say {
    use crate::i18n::Lang;

    pub(super) fn title(lang: Lang) -> String {
        lang.t("surrogate-losses-figure-title")
    }

    pub(super) fn range(lang: Lang, z: (&str, &str), y: (&str, &str)) -> String {
        lang.ta(
            "surrogate-losses-figure-range",
            &[
                ("z0", z.0.into()),
                ("z1", z.1.into()),
                ("y0", y.0.into()),
                ("y1", y.1.into()),
            ],
        )
    }

    pub(super) fn curve(lang: Lang, loss: &str, colour: &str, dash: &str, markers: &str) -> String {
        lang.ta(
            "surrogate-losses-figure-curve",
            &[
                ("loss", loss.into()),
                ("colour", colour.into()),
                ("dash", dash.into()),
                ("markers", markers.into()),
            ],
        )
    }

    pub(super) fn at(lang: Lang, z: &str, values: &[String]) -> String {
        lang.ta(
            "surrogate-losses-figure-at",
            &[("z", z.into()), ("values", values.join(", ").into())],
        )
    }

    pub(super) fn outside(lang: Lang, z: &str) -> String {
        lang.ta("surrogate-losses-figure-outside", &[("z", z.into())])
    }

    /// A loss and its value (names and numbers: not translated).
    pub(super) fn value(loss: &str, value: &str) -> String {
        format!("{loss} {value}")
    }

    /// The label of a marked margin (a formula).
    pub(super) fn marked(z: &str) -> String {
        format!("z = {z}")
    }
}

/// The working precision of a curve's points, in bits (`num::real::at_precision`).
pub(crate) const CURVE_BITS: u64 = 64;

/// The highest loss value the y range is widened to (steeper curves are cut off: the low
/// values, where the losses differ, stay readable).
const Y_MOST: i64 = 6;

/// The widest z range drawn.
const Z_MOST: i64 = 10;

fn number(s: &Scalar) -> Option<Number> {
    match s {
        Scalar::Exact(n) => Some(n.clone()),
        Scalar::Approx(d) => Some(d.mid()),
        Scalar::Overflow => None,
    }
}

impl Losses<'_> {
    fn in_reach(z: &Number) -> bool {
        z.abs() <= Number::from(Z_MOST)
    }

    fn z_range(&self) -> Option<Range> {
        let (mut lo, mut hi) = (Number::from(-2), Number::from(2));
        for z in self.z.iter().filter(|z| Self::in_reach(z)) {
            lo = lo.min(z.clone());
            hi = hi.max(z.clone());
        }
        Some(Range::new(lo, hi)?.rounded_out())
    }

    /// The loss axis: from 0 to the largest value marked within `x` (the z range, inside
    /// [−10, 10] when automatic), at least 3 and at most 6.
    fn y_range(&self, x: &Range) -> Option<Range> {
        let mut top = Number::from(3);
        for z in self.z.iter().filter(|z| x.contains(z)) {
            for loss in self.losses {
                if let Some(v) = number(&loss.value(z)) {
                    top = top.max(v.min(Number::from(Y_MOST)));
                }
            }
        }
        Some(Range::new(Number::zero(), top)?.rounded_out())
    }

    /// The figure as an SVG document (`None` when it cannot be computed).
    pub(crate) fn svg(&self, t: &Texts<'_>) -> Option<String> {
        let x = self.window.x_or(|| self.z_range())?;
        let y = self.window.y_or(|| self.y_range(&x))?;
        let desc = self.alt_text(t, &x, &y);
        let mut plot = Plot::new(
            &say::title(t.lang),
            &desc,
            x.clone(),
            y.clone(),
            ("z", "ℓ(z)"),
            self.losses.len(),
        )?;
        plot.open_group("margins");
        let grey = Paint {
            dash: Some("2 3"),
            ..Paint::stroke("#555555", "1")
        };
        for z in self.z {
            plot.vline(z, &grey, &say::marked(&(t.num)(z)));
        }
        plot.close_group();
        plot.open_group("curves");
        let mut extra = vec![Number::zero(), Number::one()];
        extra.extend(self.z.iter().cloned());
        let zs = x.samples(&extra);
        for (c, loss) in self.losses.iter().enumerate() {
            let points: Vec<(Number, Number)> = if *loss == Loss::ZeroOne {
                let (one, zero) = (Number::one(), Number::zero());
                vec![
                    (x.lo.clone(), one.clone()),
                    (zero.clone(), one),
                    (zero.clone(), zero.clone()),
                    (x.hi.clone(), zero),
                ]
            } else {
                // 64-bit midpoints: their balls are still proven, and far inside 0.01 px
                crate::num::real::at_precision(CURVE_BITS, || {
                    zs.iter()
                        .map(|z| Some((z.clone(), number(&loss.value(z))?)))
                        .collect::<Option<_>>()
                })?
            };
            plot.curve(&points, &Pen::of(c));
        }
        plot.close_group();
        plot.open_group("marks");
        for (c, loss) in self.losses.iter().enumerate() {
            for z in self.z {
                if let Some(v) = number(&loss.value(z)) {
                    plot.marker(z, &v, Marker::of(c), COLOURS[c % COLOURS.len()]);
                }
            }
        }
        plot.close_group();
        for (c, loss) in self.losses.iter().enumerate() {
            plot.legend(Key::LineMarker(Pen::of(c), Marker::of(c)), &(t.name)(*loss));
        }
        Some(plot.finish(t.num))
    }

    fn alt_text(&self, t: &Texts<'_>, x: &Range, y: &Range) -> String {
        let lang = t.lang;
        let mut desc = vec![say::range(
            lang,
            (&(t.num)(&x.lo), &(t.num)(&x.hi)),
            (&(t.num)(&y.lo), &(t.num)(&y.hi)),
        )];
        for (c, loss) in self.losses.iter().enumerate() {
            desc.push(say::curve(
                lang,
                &(t.name)(*loss),
                &colour_word(lang, c),
                &dash_word(lang, c),
                &markers_word(lang, Marker::of(c)),
            ));
        }
        for z in self.z {
            let zt = (t.num)(z);
            if !x.contains(z) {
                desc.push(say::outside(lang, &zt));
                continue;
            }
            let values: Vec<String> = self
                .losses
                .iter()
                .map(|l| say::value(&(t.name)(*l), &(t.value)(&l.value(z))))
                .collect();
            desc.push(say::at(lang, &zt, &values));
        }
        // with a loss range the spec sets, the marks within the z range above or below it
        // (the automatic range says in its first sentence that higher values are cut off)
        let mut outside = Vec::new();
        if self.window.y.is_some() {
            for z in self.z.iter().filter(|z| x.contains(z)) {
                for loss in self.losses {
                    if number(&loss.value(z)).is_some_and(|v| !y.contains(&v)) {
                        outside.push(format!("{}({})", (t.name)(*loss), (t.num)(z)));
                    }
                }
            }
        }
        desc.extend(super::plot::outside(lang, &outside));
        desc.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::{data_uri, inline_svg};

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn svg(fig: &Losses<'_>) -> String {
        let num = |x: &Number| x.to_decimal_string().unwrap_or_default();
        let value = |s: &Scalar| match s {
            Scalar::Exact(v) => v.to_decimal_string().unwrap_or_default(),
            Scalar::Approx(d) => format!("≈ {}", d.mid().round_to(4)),
            Scalar::Overflow => "too large".into(),
        };
        let name = |l: Loss| l.name().to_string();
        fig.svg(&Texts {
            num: &num,
            value: &value,
            name: &name,
            lang: Lang::En,
        })
        .unwrap()
    }

    #[test]
    fn the_losses_are_drawn_through_their_values_at_the_marked_margins() {
        let losses = [
            Loss::ZeroOne,
            Loss::Hinge,
            Loss::Logistic,
            Loss::Log2,
            Loss::Exponential,
            Loss::Square,
        ];
        let z = [n("-1"), n("0.5"), n("40")];
        let fig = Losses {
            losses: &losses,
            z: &z,
            window: &Window::default(),
        };
        // z range [−2, 2] (40 is beyond 10); y: the largest marked value within [3, 6] is
        // (1 − (−1))² = 4 → [0, 4] (ticks of 0.5)
        assert_eq!(fig.z_range().unwrap(), Range::new(n("-2"), n("2")).unwrap());
        let x = fig.z_range().unwrap();
        assert_eq!(fig.y_range(&x).unwrap(), Range::new(n("0"), n("4")).unwrap());
        let s = svg(&fig);
        assert_eq!(svg(&fig), s, "the same bytes twice");
        assert_eq!(inline_svg(&data_uri(&s)).unwrap(), s, "in the writer's grammar");
        // by mpmath: ln(1 + e) = 1.31326169, log2(1 + e) = 1.89463612, e = 2.71828183;
        // at 0.5: ln(1 + e^−0.5) = 0.47407698, e^−0.5 = 0.60653066
        assert!(
            s.contains("At z = -1 (dotted vertical line): zero-one 1, hinge 2, logistic ≈ 1.3133, log2 ≈ 1.8946, exponential ≈ 2.7183, square 4."),
            "{s}"
        );
        assert!(
            s.contains("logistic ≈ 0.4741, log2 ≈ 0.6839, exponential ≈ 0.6065"),
            "{s}"
        );
        assert!(s.contains("z = 40 is outside the plot."), "{s}");
        assert!(s.contains("dash-dot-dotted curve, pluses at the marked z."), "{s}");
        // pixels: x = 56 + 360·(z + 2)/4, y = 44 + 220·(4 − ℓ)/4; the exponential's mark at
        // z = −1 is at (146, 44 + 55·(4 − 2.71828183)) = (146.00, 114.49), a downward triangle
        // (the fifth marker) whose bottom vertex is 6 px below
        assert!(s.contains("<polygon points=\"146.00,120.49 "), "{s}");
        // the hinge's kink at z = 1 is a vertex of its curve: (326.00, 264.00)
        assert!(s.contains("326.00,264.00"), "{s}");
        // one piece each: the square and exponential losses enter the box at ℓ = 4 and stay
        assert_eq!(s.matches("<polyline").count(), 6);
    }
}
