//! `figures: [densities]` of `gaussian-boundary`: the weighted densities P(c)·p(x | c) of the
//! classes on the domain, the decision boundaries (vertical lines at the solve's boundary
//! points) and the regions shaded in the colour of the class that wins there.
//!
//! The x range is every mean ± 3σ, with the boundaries within every mean ± 4σ, inside the domain,
//! widened to round ticks; the y range is from 0 to the highest peak P(c)/(σ√(2π)) and a fifth
//! more (room for the region labels), widened to a round tick. Each curve is sampled at
//! [`super::plot::SAMPLES`] + 1 points plus its mean and the boundary points; a value is
//! exp(ln(P/σ) − ½ln(2π) − (x − μ)²/(2σ²)) as a `num::real` ball (the log-weight of the solve),
//! and the figure takes its midpoint.

use super::plot::{Key, Pen, Plot, Range, Window, colour_word, dash_word};
use super::style::COLOURS;
use super::svg::Paint;
use crate::i18n::Lang;
use crate::models::gaussian::Normal;
use crate::models::real_line::{Domain, Interval, Real, Regions};
use crate::num::Number;
use crate::num::real::{self, Real as Ball};

/// What the densities figure shows, from the kind's solve.
pub(crate) struct Densities<'a> {
    /// The class names.
    pub(crate) classes: &'a [String],
    /// Each class's prior and normal density.
    pub(crate) normals: &'a [Normal],
    /// The decision regions of the solve.
    pub(crate) regions: &'a Regions,
    /// The domain the regions are restricted to.
    pub(crate) domain: &'a Domain,
    /// The spec's `plot:` (x and y, each optional).
    pub(crate) window: &'a Window,
}

/// How the kind writes numbers, points and regions (the alt text says what the key says).
pub(crate) struct Texts<'a> {
    /// An exact number (a tick, a mean).
    pub(crate) num: &'a dyn Fn(&Number) -> String,
    /// A boundary point: exact, or rounded at the exercise's digits.
    pub(crate) point: &'a dyn Fn(&Real) -> String,
    /// A region: `(0, 0.5229) ∪ (2.0872, ∞)`.
    pub(crate) region: &'a dyn Fn(&[Interval]) -> String,
    /// A small positive value with a few significant digits (a peak's height).
    pub(crate) small: &'a dyn Fn(&Number) -> String,
    /// The language of the alt text.
    pub(crate) lang: Lang,
}

/// The sentences of the figure, from the catalogue (`gaussian-boundary-figure-…`).
mod say {
    use crate::i18n::Lang;

    pub(super) fn title(lang: Lang) -> String {
        lang.t("gaussian-boundary-figure-title")
    }

    pub(super) fn range(lang: Lang, x0: &str, x1: &str) -> String {
        lang.ta(
            "gaussian-boundary-figure-range",
            &[("x0", x0.into()), ("x1", x1.into())],
        )
    }

    pub(super) fn curve(lang: Lang, class: &str, colour: &str, dash: &str, mean: &str, height: &str) -> String {
        lang.ta(
            "gaussian-boundary-figure-curve",
            &[
                ("class", class.into()),
                ("colour", colour.into()),
                ("dash", dash.into()),
                ("mean", mean.into()),
                ("height", height.into()),
            ],
        )
    }

    pub(super) fn boundaries(lang: Lang, points: &[String]) -> String {
        if points.is_empty() {
            return lang.t("gaussian-boundary-figure-no-boundary");
        }
        lang.ta(
            "gaussian-boundary-figure-boundaries",
            &[("n", points.len().into()), ("points", points.join(", x = ").into())],
        )
    }

    pub(super) fn region(lang: Lang, class: &str, colour: &str, region: &str) -> String {
        lang.ta(
            "gaussian-boundary-figure-region",
            &[
                ("class", class.into()),
                ("colour", colour.into()),
                ("region", region.into()),
            ],
        )
    }

    pub(super) fn no_region(lang: Lang, class: &str) -> String {
        lang.ta("gaussian-boundary-figure-no-region", &[("class", class.into())])
    }

    pub(super) fn legend(lang: Lang, class: &str) -> String {
        lang.ta("gaussian-boundary-figure-legend", &[("class", class.into())])
    }

    pub(super) fn boundary_key(lang: Lang) -> String {
        lang.t("gaussian-boundary-figure-boundary-key")
    }
}

/// ln(P/σ) − ½·ln(2π) of each class: the log of its weighted density's peak.
fn log_peaks(normals: &[Normal]) -> Option<Vec<Ball>> {
    let half_ln_2pi = real::ln(&real::pi().mul(&Ball::from_i64(2)))
        .ok()?
        .mul(&Ball::from_number(&Number::ratio(1, 2)?));
    normals
        .iter()
        .map(|c| {
            let ratio = c.prior.checked_div(&c.std)?;
            Some(real::ln(&Ball::from_number(&ratio)).ok()?.sub(&half_ln_2pi))
        })
        .collect()
}

/// Below the highest peak by this factor in the log (e⁻⁴⁰ of the plot's height is far under a
/// hundredth of a pixel), a value is drawn as 0 without computing its exponential.
const NEGLIGIBLE: i64 = 40;

impl Densities<'_> {
    /// The boundary points between pieces with different winners, in order.
    fn cuts(&self) -> Vec<Real> {
        self.regions
            .pieces
            .windows(2)
            .filter(|w| w[0].winner != w[1].winner)
            .filter_map(|w| w[0].interval.hi.clone())
            .collect()
    }

    fn x_range(&self) -> Option<Range> {
        let three = Number::from(3);
        let four = Number::from(4);
        let lo = self.normals.iter().map(|c| &c.mean - &(&three * &c.std)).min()?;
        let hi = self.normals.iter().map(|c| &c.mean + &(&three * &c.std)).max()?;
        let wide_lo = self.normals.iter().map(|c| &c.mean - &(&four * &c.std)).min()?;
        let wide_hi = self.normals.iter().map(|c| &c.mean + &(&four * &c.std)).max()?;
        let (mut lo, mut hi) = (lo, hi);
        for c in self.cuts() {
            if c.value >= wide_lo && c.value <= wide_hi {
                lo = lo.min(c.value.clone());
                hi = hi.max(c.value.clone());
            }
        }
        let r = Range::new(lo, hi)?.rounded_out();
        let lo = match &self.domain.0 {
            Some(d) if d > &r.lo => d.clone(),
            _ => r.lo,
        };
        let hi = match &self.domain.1 {
            Some(d) if d < &r.hi => d.clone(),
            _ => r.hi,
        };
        Range::new(lo, hi)
    }

    /// The figure as an SVG document (`None` when it cannot be computed).
    pub(crate) fn svg(&self, t: &Texts<'_>) -> Option<String> {
        let x = self.window.x_or(|| self.x_range())?;
        let peaks = log_peaks(self.normals)?;
        let heights: Vec<Number> = peaks
            .iter()
            .map(|p| real::exp(p).ok().map(|e| e.mid()))
            .collect::<Option<_>>()?;
        let top = heights.iter().max()?.clone();
        // a fifth above the highest peak: room for the region labels at the top
        let auto_y = || Some(Range::new(Number::zero(), &top * &Number::ratio(6, 5)?)?.rounded_out());
        let y = self.window.y_or(auto_y)?;
        let ln_top = peaks.iter().map(Ball::mid).max()?;
        let cuts = self.cuts();
        let desc = self.alt_text(t, &x, &heights, &cuts);
        let mut plot = Plot::new(
            &say::title(t.lang),
            &desc,
            x.clone(),
            y,
            ("x", "P(c)·p(x | c)"),
            self.classes.len() + 1,
        )?;
        plot.open_group("regions");
        for (c, region) in self.regions.by_class.iter().enumerate() {
            for i in region {
                plot.shade_x(
                    i.lo.as_ref().map(|r| &r.value),
                    i.hi.as_ref().map(|r| &r.value),
                    COLOURS[c % COLOURS.len()],
                    &self.classes[c],
                );
            }
        }
        plot.close_group();
        plot.open_group("boundaries");
        for cut in &cuts {
            plot.vline(&cut.value, &Paint::stroke("#000000", "1.5"), &(t.point)(cut));
        }
        plot.close_group();
        plot.open_group("curves");
        // the curves on the domain only (a set x range may go beyond it)
        let in_domain =
            |v: &Number| self.domain.0.as_ref().is_none_or(|d| d <= v) && self.domain.1.as_ref().is_none_or(|d| v <= d);
        let extra: Vec<Number> = self
            .normals
            .iter()
            .map(|c| c.mean.clone())
            .chain(cuts.iter().map(|c| c.value.clone()))
            .chain(self.domain.0.iter().cloned())
            .chain(self.domain.1.iter().cloned())
            .collect();
        let xs: Vec<Number> = x.samples(&extra).into_iter().filter(|v| in_domain(v)).collect();
        for (c, (normal, peak)) in self.normals.iter().zip(&peaks).enumerate() {
            let points: Vec<(Number, Number)> = real::at_precision(super::losses::CURVE_BITS, || {
                xs.iter()
                    .map(|x| Some((x.clone(), weighted_density(normal, peak, &ln_top, x)?)))
                    .collect::<Option<_>>()
            })?;
            plot.curve(&points, &Pen::of(c));
        }
        plot.close_group();
        for (c, name) in self.classes.iter().enumerate() {
            plot.legend(Key::Line(Pen::of(c)), &say::legend(t.lang, name));
        }
        plot.legend(Key::Line(Pen::of(6)), &say::boundary_key(t.lang));
        Some(plot.finish(t.num))
    }

    fn alt_text(&self, t: &Texts<'_>, x: &Range, heights: &[Number], cuts: &[Real]) -> String {
        let lang = t.lang;
        let mut desc = vec![say::range(lang, &(t.num)(&x.lo), &(t.num)(&x.hi))];
        for (c, (name, n)) in self.classes.iter().zip(self.normals).enumerate() {
            desc.push(say::curve(
                lang,
                name,
                &colour_word(lang, c),
                &dash_word(lang, c),
                &(t.num)(&n.mean),
                &(t.small)(&heights[c]),
            ));
        }
        let points: Vec<String> = cuts.iter().map(|c| (t.point)(c)).collect();
        desc.push(say::boundaries(lang, &points));
        let outside: Vec<String> = cuts
            .iter()
            .filter(|c| !x.contains(&c.value))
            .map(|c| format!("x = {}", (t.point)(c)))
            .collect();
        for (c, region) in self.regions.by_class.iter().enumerate() {
            desc.push(if region.is_empty() {
                say::no_region(lang, &self.classes[c])
            } else {
                say::region(lang, &self.classes[c], &colour_word(lang, c), &(t.region)(region))
            });
        }
        desc.extend(super::plot::outside(lang, &outside));
        desc.join(" ")
    }
}

/// P(c)·p(x | c) = exp(peak − (x − μ)²/(2σ²)), 0 when negligible beside the highest peak.
fn weighted_density(c: &Normal, peak: &Ball, ln_top: &Number, x: &Number) -> Option<Number> {
    let d = x - &c.mean;
    let drop = &c.k() * &(&d * &d);
    if &peak.mid() - &drop < ln_top - &Number::from(NEGLIGIBLE) {
        return Some(Number::zero());
    }
    Some(real::exp(&peak.sub(&Ball::from_number(&drop))).ok()?.mid())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::{data_uri, inline_svg};
    use crate::models::discriminant::argmax;
    use crate::models::gaussian::{self as model, Boundary};
    use crate::models::real_line;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    /// Seed 003, U2.1: setosa N(1.46, 0.17) with prior 1/3, non-setosa N(4.91, 0.82), x > 0.
    fn setosa() -> (Vec<String>, Vec<Normal>, Domain) {
        let normal = |p: &str, m: &str, s: &str| Normal {
            prior: n(p),
            mean: n(m),
            std: n(s),
        };
        (
            vec!["setosa".into(), "non-setosa".into()],
            vec![normal("1/3", "1.46", "0.17"), normal("2/3", "4.91", "0.82")],
            (Some(n("0")), None),
        )
    }

    fn regions_of(normals: &[Normal], domain: &Domain) -> Regions {
        let Boundary::Points(cuts) = model::pair(&normals[0], &normals[1]).boundary else {
            panic!("two points")
        };
        real_line::regions(cuts, domain, 2, |x| {
            model::log_weights(normals, x).map_or((0, Vec::new()), |l| argmax(&l))
        })
    }

    fn texts_svg(fig: &Densities<'_>) -> String {
        let num = |x: &Number| x.to_decimal_string().unwrap_or_default();
        let point = |r: &Real| r.value.round_to(4);
        let region = |r: &[Interval]| format!("{} interval(s)", r.len());
        let small = |x: &Number| x.round_to(4);
        fig.svg(&Texts {
            num: &num,
            point: &point,
            region: &region,
            small: &small,
            lang: Lang::En,
        })
        .unwrap()
    }

    #[test]
    fn the_setosa_figure_draws_the_keys_boundaries_and_peaks() {
        let (classes, normals, domain) = setosa();
        let regions = regions_of(&normals, &domain);
        let fig = Densities {
            classes: &classes,
            normals: &normals,
            regions: &regions,
            domain: &domain,
            window: &Window::default(),
        };
        let x = fig.x_range().unwrap();
        // means ± 3σ: 0.95 to 7.37; round ticks of 1 → [0, 8] (0 is the domain's end)
        assert_eq!((x.lo.clone(), x.hi.clone()), (n("0"), n("8")));
        let svg = texts_svg(&fig);
        assert_eq!(texts_svg(&fig), svg, "the same bytes twice");
        assert_eq!(inline_svg(&data_uri(&svg)).unwrap(), svg, "in the writer's grammar");
        // the key's boundaries 0.5229 and 2.0872 (seed: 0.53 and 2.09 from rounded coefficients)
        assert!(svg.contains("x = 0.5229, x = 2.0872."), "{svg}");
        // the boundary line's pixel 56 + 360·x/8, with the roots by mpmath (40 digits) of
        // a·x² + b·x + c, a = kj − ki, b = 2(ki·μi − kj·μj), c = kj·μj² − ki·μi² + ln(Pi·σj/(Pj·σi)),
        // k = 1/(2σ²): x = 0.52292920… → 79.5318…, x = 2.08718734… → 149.9234…
        assert!(
            svg.contains("<line x1=\"79.53\" y1=\"44.00\" x2=\"79.53\" y2=\"264.00\""),
            "{svg}"
        );
        assert!(svg.contains("<line x1=\"149.92\" y1=\"44.00\""), "{svg}");
        // peaks P/(σ√(2π)) by mpmath: (1/3)/(0.17·√(2π)) = 0.78223976…, (2/3)/(0.82·√(2π))
        // = 0.32434331…
        assert!(svg.contains("peak 0.7822 at x = 1.46"), "{svg}");
        assert!(svg.contains("peak 0.3243 at x = 4.91"), "{svg}");
        // y from 0 to 1 (1.2 × 0.7822 = 0.9387, ticks of 0.2): setosa's peak at
        // y = 44 + 220·(1 − 0.78223976) = 91.907…, x = 56 + 360·1.46/8 = 121.70 (the mean is one of
        // the curve's points)
        assert!(svg.contains("121.70,91.91"), "{svg}");
        // non-setosa's region is two intervals, setosa's one: three shaded strips
        assert_eq!(svg.matches("fill-opacity=\"0.16\"").count(), 3);
        assert_eq!(svg.matches("<polyline").count(), 2);
    }

    #[test]
    fn a_set_window_draws_its_own_box_and_names_the_boundary_outside_it() {
        let (classes, normals, domain) = setosa();
        let regions = regions_of(&normals, &domain);
        let window = Window {
            x: Some(Range::new(n("1"), n("3")).unwrap()),
            y: Some(Range::new(n("0"), n("0.5")).unwrap()),
        };
        let fig = Densities {
            classes: &classes,
            normals: &normals,
            regions: &regions,
            domain: &domain,
            window: &window,
        };
        let svg = texts_svg(&fig);
        assert!(svg.contains("for x from 1 to 3."), "{svg}");
        // the boundary 0.52292920… (mpmath, above) is left of 1: not drawn, said
        assert!(svg.contains("Outside the plot, not drawn: x = 0.5229."), "{svg}");
        assert!(!svg.contains("<line x1=\"79.53\""), "{svg}");
        // 2.08718734… at 56 + 360·(x − 1)/2 = 251.6937… (by hand from the mpmath root)
        assert!(
            svg.contains("<line x1=\"251.69\" y1=\"44.00\" x2=\"251.69\" y2=\"264.00\""),
            "{svg}"
        );
        // setosa's peak 0.7822 is above 0.5: its curve is cut at the top (y pixel 44) and
        // nothing is drawn above it
        let setosa = svg
            .split("<polyline points=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        assert!(setosa.ends_with(",44.00"), "the first piece ends at the top: {setosa}");
        assert!(
            setosa
                .split(' ')
                .all(|p| p.split_once(',').unwrap().1.parse::<Number>().unwrap() >= n("44")),
            "{setosa}"
        );
        assert_eq!(
            svg.matches("<polyline").count(),
            3,
            "setosa leaves the box and comes back: two pieces"
        );
    }
}
