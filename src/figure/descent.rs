//! `figures: [descent]` of `gradient-descent`: the loss L(θ) with the iterates θ₀, θ₁, … of the
//! run on it, each step a segment from (θ_k, L(θ_k)) to (θ_{k+1}, L(θ_{k+1})).
//!
//! The θ range takes in the iterates within 4·max(|θ₀|, |θ₁|, 1) of 0 (a diverging run's later
//! iterates are named in the alt text as outside), with a tenth of their span (1 when they are
//! one point) on each side, widened to round ticks; the L range is the curve's lowest and
//! highest sampled values, widened to round ticks. The curve is the model's L(θ) (exact, a
//! polynomial) at [`super::plot::SAMPLES`] + 1 points plus the iterates; the iterates are the
//! run's values (a rounded value's midpoint).

use super::plot::{Key, Pen, Plot, Range, Window};
use super::style::Marker;
use super::svg::{Anchor, Paint};
use crate::i18n::Lang;
use crate::num::Number;

/// What the descent figure shows.
pub(crate) struct DescentFigure<'a> {
    /// L(θ), exact.
    pub(crate) loss: &'a dyn Fn(&Number) -> Option<Number>,
    /// (θ_k, L(θ_k)) from θ₀ on.
    pub(crate) iterates: &'a [(Number, Number)],
    /// The spec's `plot:` (x the parameter θ, y the loss, each optional).
    pub(crate) window: &'a Window,
}

/// How the kind writes numbers and iterates.
pub(crate) struct Texts<'a> {
    /// An exact number (a tick).
    pub(crate) num: &'a dyn Fn(&Number) -> String,
    /// L(θ) as the worksheet writes it.
    pub(crate) function: String,
    /// Iterate k: `θ₁ = 5.4, L(θ₁) = 29.16`.
    pub(crate) iterate: &'a dyn Fn(usize) -> String,
    /// `θ₁`.
    pub(crate) name: &'a dyn Fn(usize) -> String,
    /// The language of the alt text.
    pub(crate) lang: Lang,
}

/// The sentences of the figure, from the catalogue (`gradient-descent-figure-…`).
mod say {
    use crate::i18n::Lang;

    pub(super) fn title(lang: Lang) -> String {
        lang.t("gradient-descent-figure-title")
    }

    pub(super) fn curve(lang: Lang, function: &str, t0: &str, t1: &str) -> String {
        lang.ta(
            "gradient-descent-figure-curve",
            &[("function", function.into()), ("t0", t0.into()), ("t1", t1.into())],
        )
    }

    pub(super) fn iterates(lang: Lang, list: &[String], more: usize) -> String {
        let list = list.join("; ");
        if more > 0 {
            lang.ta(
                "gradient-descent-figure-iterates-more",
                &[("list", list.into()), ("more", more.into())],
            )
        } else {
            lang.ta("gradient-descent-figure-iterates", &[("list", list.into())])
        }
    }

    pub(super) fn first_drawn(lang: Lang, drawn: usize, of: usize) -> String {
        lang.ta(
            "gradient-descent-figure-first-drawn",
            &[("drawn", drawn.into()), ("of", of.into())],
        )
    }

    pub(super) fn outside(lang: Lang, n: usize) -> String {
        lang.ta("gradient-descent-figure-outside", &[("n", n.into())])
    }

    /// The curve's legend: a formula.
    pub(super) fn legend_curve() -> &'static str {
        "L(θ)"
    }

    pub(super) fn legend_iterates(lang: Lang) -> String {
        lang.t("gradient-descent-figure-legend-iterates")
    }

    pub(super) fn legend_steps(lang: Lang) -> String {
        lang.t("gradient-descent-figure-legend-steps")
    }
}

/// The colour of the steps (vermilion: apart from the blue curve they often run along).
const STEP_COLOUR: &str = "#D55E00";

/// Iterates listed in the alt text (the first ones and the last).
const LISTED: usize = 12;

/// The most iterates drawn: more cannot be told apart in the figure's 360 px, and each costs exact
/// arithmetic on the run's (possibly long) fractions: a 10,000-step run took 12.8 s to draw
/// (scripts/worst-cases.sh). The alt text says how many are left out.
pub(crate) const MAX_DRAWN: usize = 200;

impl DescentFigure<'_> {
    /// How many iterates are drawn: those up to the first beyond the bound, or all of them in
    /// a θ range the spec sets (the box leaves out those outside it); at most [`MAX_DRAWN`].
    fn drawn(&self) -> usize {
        self.in_bound().min(MAX_DRAWN)
    }

    /// The iterates up to the first beyond the bound (all of them in a θ range the spec sets).
    fn in_bound(&self) -> usize {
        if self.window.x.is_some() {
            return self.iterates.len();
        }
        let first = |k: usize| self.iterates.get(k).map_or_else(Number::zero, |(t, _)| t.abs());
        let bound = Number::from(4) * first(0).max(first(1)).max(Number::one());
        self.iterates
            .iter()
            .position(|(t, _)| t.abs() > bound)
            .unwrap_or(self.iterates.len())
    }

    fn theta_range(&self, drawn: usize) -> Option<Range> {
        let shown = &self.iterates[..drawn];
        let lo = shown.iter().map(|(t, _)| t.clone()).min()?;
        let hi = shown.iter().map(|(t, _)| t.clone()).max()?;
        Range::around(&lo, &hi)
    }

    /// The figure as an SVG document (`None` when it cannot be computed).
    pub(crate) fn svg(&self, t: &Texts<'_>) -> Option<String> {
        let drawn = self.drawn().max(1);
        let x = self.window.x_or(|| self.theta_range(drawn))?;
        let extra: Vec<Number> = self.iterates[..drawn].iter().map(|(t, _)| t.clone()).collect();
        let points: Vec<(Number, Number)> = x
            .samples(&extra)
            .into_iter()
            .map(|t| {
                let l = (self.loss)(&t)?;
                Some((t, l))
            })
            .collect::<Option<_>>()?;
        let auto_y = || {
            let lo = points.iter().map(|(_, l)| l.clone()).min()?;
            let hi = points.iter().map(|(_, l)| l.clone()).max()?;
            match Range::new(lo.clone(), hi) {
                Some(r) => Some(r.rounded_out()),
                None => Range::new(&lo - &Number::one(), &lo + &Number::one()),
            }
        };
        let y = self.window.y_or(auto_y)?;
        let desc = self.alt_text(t, &x, &y, drawn);
        let mut plot = Plot::new(&say::title(t.lang), &desc, x, y, ("θ", "L(θ)"), 3)?;
        plot.open_group("curve");
        plot.curve(&points, &Pen::of(0));
        plot.close_group();
        plot.open_group("steps");
        let step = Paint::stroke(STEP_COLOUR, "1.5");
        for w in self.iterates[..drawn].windows(2) {
            plot.segment(&w[0], &w[1], &step);
        }
        plot.close_group();
        plot.open_group("iterates");
        for (theta, l) in &self.iterates[..drawn] {
            plot.marker(theta, l, Marker::Circle, "#000000");
        }
        // names above the first iterates and the last drawn, where they do not crowd
        let (wide, high) = (plot.units_x(24), plot.units_y(16));
        let mut named: Vec<&(Number, Number)> = Vec::new();
        for (k, p) in self.iterates[..drawn].iter().enumerate() {
            // only the iterates in the box are named (at most a few hundred apart)
            if !plot.x.contains(&p.0) || !plot.y.contains(&p.1) {
                continue;
            }
            let crowded = named
                .iter()
                .any(|q| (&q.0 - &p.0).abs() < wide && (&q.1 - &p.1).abs() < high);
            if !crowded {
                plot.text_at(&p.0, &p.1, (0, -9), Anchor::Middle, &(t.name)(k));
                named.push(p);
            }
        }
        plot.close_group();
        plot.legend(Key::Line(Pen::of(0)), say::legend_curve());
        plot.legend(Key::Marker(Marker::Circle, "#000000"), &say::legend_iterates(t.lang));
        plot.legend(
            Key::Line(Pen {
                colour: STEP_COLOUR,
                dash: None,
                width: "1.5",
            }),
            &say::legend_steps(t.lang),
        );
        Some(plot.finish(t.num))
    }

    fn alt_text(&self, t: &Texts<'_>, x: &Range, y: &Range, drawn: usize) -> String {
        let mut desc = vec![say::curve(t.lang, &t.function, &(t.num)(&x.lo), &(t.num)(&x.hi))];
        let n = self.iterates.len();
        let listed: Vec<usize> = if n <= LISTED {
            (0..n).collect()
        } else {
            (0..LISTED - 1).chain([n - 1]).collect()
        };
        let list: Vec<String> = listed.iter().map(|&k| (t.iterate)(k)).collect();
        desc.push(say::iterates(t.lang, &list, n - listed.len()));
        let in_bound = self.in_bound();
        if drawn < in_bound {
            desc.push(say::first_drawn(t.lang, drawn, in_bound));
        }
        if in_bound < n {
            desc.push(say::outside(t.lang, n - in_bound));
        }
        let outside: Vec<String> = self.iterates[..drawn]
            .iter()
            .enumerate()
            .filter(|(_, (theta, l))| !x.contains(theta) || !y.contains(l))
            .map(|(k, _)| (t.name)(k))
            .collect();
        desc.extend(super::plot::outside(t.lang, &outside));
        desc.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::{data_uri, inline_svg};
    use crate::num::NonZero;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn svg(fig: &DescentFigure<'_>) -> String {
        let num = |x: &Number| x.to_decimal_string().unwrap_or_default();
        let iterate = |k: usize| format!("θ{k} = {}", num(&fig.iterates[k].0));
        let name = |k: usize| format!("θ{k}");
        fig.svg(&Texts {
            num: &num,
            function: "θ²".into(),
            iterate: &iterate,
            name: &name,
            lang: Lang::En,
        })
        .unwrap()
    }

    #[test]
    fn the_seeds_theta_squared_run_is_drawn_on_its_parabola() {
        // seed 003, U2.4 §5: L = θ², θ₀ = 9, η = 0.2: θ ← 0.6θ, so 9, 5.4, 3.24, 1.944
        let square = |t: &Number| Some(t * t);
        let iterates: Vec<(Number, Number)> = ["9", "5.4", "3.24", "1.944"]
            .iter()
            .map(|t| (n(t), n(t) * n(t)))
            .collect();
        let fig = DescentFigure {
            loss: &square,
            iterates: &iterates,
            window: &Window::default(),
        };
        // span 7.056, margin 0.7056: [1.2384, 9.7056] → ticks of 1 (8.4672/8 = 1.06 → 2):
        // [0, 10]
        assert_eq!(fig.theta_range(4).unwrap(), Range::new(n("0"), n("10")).unwrap());
        let s = svg(&fig);
        assert_eq!(svg(&fig), s, "the same bytes twice");
        assert_eq!(inline_svg(&data_uri(&s)).unwrap(), s, "in the writer's grammar");
        // L from 0 to 100 (ticks of 20); θ₀ = 9 at x = 56 + 360·9/10 = 380, y = 44 + 220·(100 − 81)/100
        // = 85.8; θ₁ = 5.4 at (250.4, 44 + 220·(100 − 29.16)/100 = 199.848): the first step
        assert!(
            s.contains("<line x1=\"380.00\" y1=\"85.80\" x2=\"250.40\" y2=\"199.85\""),
            "{s}"
        );
        assert_eq!(s.matches("<circle").count(), 4 + 1, "four iterates and the legend's");
        assert!(s.contains("θ0 = 9; θ1 = 5.4; θ2 = 3.24; θ3 = 1.944."), "{s}");
    }

    #[test]
    fn a_long_run_draws_its_first_iterates_only_and_says_so() {
        // L = θ², η = 0.25: θ ← θ/2 from 1: 1, 1/2, …, 1/2⁹⁹⁹; every one within the bound 4·1
        let square = |t: &Number| Some(t * t);
        let mut iterates: Vec<(Number, Number)> = Vec::new();
        let mut theta = Number::one();
        for _ in 0..1000 {
            iterates.push((theta.clone(), &theta * &theta));
            theta = &theta / &NonZero::two();
        }
        let fig = DescentFigure {
            loss: &square,
            iterates: &iterates,
            window: &Window::default(),
        };
        assert_eq!((fig.in_bound(), fig.drawn()), (1000, MAX_DRAWN));
        let s = svg(&fig);
        assert_eq!(
            s.matches("<circle").count(),
            MAX_DRAWN + 1,
            "200 iterates and the legend's"
        );
        assert!(s.matches("<line").count() >= MAX_DRAWN - 1, "199 steps at least");
        assert!(
            s.contains("Only the first 200 of these 1000 iterates are drawn."),
            "{s}"
        );
        assert!(!s.contains("outside the plot (the run diverges)"), "{s}");
    }

    #[test]
    fn a_diverging_run_keeps_its_first_iterates_in_view() {
        // L = θ², η = 1.5: θ ← −2θ from 1: 1, −2, 4, −8, 16, −32 (bound 4·2 = 8: 1, −2, 4, −8)
        let square = |t: &Number| Some(t * t);
        let iterates: Vec<(Number, Number)> = [1, -2, 4, -8, 16, -32]
            .iter()
            .map(|t| (Number::from(*t), Number::from(t * t)))
            .collect();
        let fig = DescentFigure {
            loss: &square,
            iterates: &iterates,
            window: &Window::default(),
        };
        assert_eq!(fig.drawn(), 4);
        let s = svg(&fig);
        assert!(s.contains("The last 2 iterates are outside the plot"), "{s}");
    }
}
