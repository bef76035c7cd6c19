//! `figures: [densities]` of `bayes-error` with `intervals` (a piecewise-constant density):
//! P(c)·p(x | c) = p(x)·P(c | x) of each class as a step curve, the decision regions of the
//! Bayes rule shaded in the colour of the class it picks on each interval (the kind's solve,
//! not recomputed), and the boundaries where the picked class changes as vertical lines.
//!
//! The x range is the intervals' span with a tenth of it on each side, widened to round ticks;
//! the y range is from 0 to the highest step and a fifth more (room for the region labels),
//! widened to a round tick. Everything is exact until the pixels.

use super::plot::{Key, Pen, Plot, Range, Window, colour_word, dash_word};
use super::style::COLOURS;
use super::svg::Paint;
use crate::i18n::Lang;
use crate::num::Number;

/// One interval of the density, with the solve's Bayes decision on it.
#[derive(Clone, Debug)]
pub(crate) struct Piece {
    pub(crate) from: Number,
    pub(crate) to: Number,
    /// p(x) on the interval.
    pub(crate) density: Number,
    /// P(c | x) per class on the interval.
    pub(crate) posteriors: Vec<Number>,
    /// The class the Bayes rule picks (the kind's solve: the first on a tie).
    pub(crate) bayes: usize,
    /// The classes tied at the maximum (empty when the maximum is unique).
    pub(crate) tied: Vec<usize>,
}

/// What the figure shows, from the kind's solve.
pub(crate) struct Steps<'a> {
    /// The class names.
    pub(crate) classes: &'a [String],
    /// The intervals, left to right, without overlaps.
    pub(crate) pieces: &'a [Piece],
    /// ε*, the solve's Bayes error.
    pub(crate) bayes_error: &'a Number,
    /// The spec's `plot:` (x and y, each optional).
    pub(crate) window: &'a Window,
}

/// A stretch of touching intervals where the Bayes rule picks the same class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stretch {
    pub(crate) from: Number,
    pub(crate) to: Number,
    pub(crate) class: usize,
}

/// The sentences of the figure, from the catalogue (`bayes-error-figure-…`).
mod say {
    use crate::i18n::Lang;

    pub(super) fn title(lang: Lang) -> String {
        lang.t("bayes-error-figure-title")
    }

    pub(super) fn range(lang: Lang, x0: &str, x1: &str) -> String {
        lang.ta("bayes-error-figure-range", &[("x0", x0.into()), ("x1", x1.into())])
    }

    pub(super) fn step(lang: Lang, value: &str, interval: &str) -> String {
        lang.ta(
            "bayes-error-figure-step",
            &[("value", value.into()), ("interval", interval.into())],
        )
    }

    pub(super) fn curve(lang: Lang, class: &str, colour: &str, dash: &str, steps: &str) -> String {
        lang.ta(
            "bayes-error-figure-curve",
            &[
                ("class", class.into()),
                ("colour", colour.into()),
                ("dash", dash.into()),
                ("steps", steps.into()),
            ],
        )
    }

    pub(super) fn boundaries(lang: Lang, points: &[String]) -> String {
        if points.is_empty() {
            return lang.t("bayes-error-figure-no-boundary");
        }
        lang.ta(
            "bayes-error-figure-boundaries",
            &[("n", points.len().into()), ("points", points.join(", x = ").into())],
        )
    }

    pub(super) fn region(lang: Lang, class: &str, colour: &str, region: &str) -> String {
        lang.ta(
            "bayes-error-figure-region",
            &[
                ("class", class.into()),
                ("colour", colour.into()),
                ("region", region.into()),
            ],
        )
    }

    pub(super) fn no_region(lang: Lang, class: &str) -> String {
        lang.ta("bayes-error-figure-no-region", &[("class", class.into())])
    }

    pub(super) fn tie(lang: Lang, interval: &str, classes: &str, class: &str) -> String {
        lang.ta(
            "bayes-error-figure-tie",
            &[
                ("interval", interval.into()),
                ("classes", classes.into()),
                ("class", class.into()),
            ],
        )
    }

    pub(super) fn error(lang: Lang, error: &str) -> String {
        lang.ta("bayes-error-figure-error", &[("error", error.into())])
    }

    pub(super) fn tie_label(lang: Lang, classes: &str) -> String {
        lang.ta("bayes-error-figure-tie-label", &[("classes", classes.into())])
    }

    pub(super) fn legend(lang: Lang, class: &str) -> String {
        lang.ta("bayes-error-figure-legend", &[("class", class.into())])
    }

    pub(super) fn boundary_key(lang: Lang) -> String {
        lang.t("bayes-error-figure-boundary-key")
    }
}

impl Steps<'_> {
    /// The stretches of the decision regions: touching intervals with the same Bayes class
    /// merged, left to right.
    pub(crate) fn stretches(&self) -> Vec<Stretch> {
        let mut out: Vec<Stretch> = Vec::new();
        for p in self.pieces {
            match out.last_mut() {
                Some(s) if s.to == p.from && s.class == p.bayes => s.to = p.to.clone(),
                _ => out.push(Stretch {
                    from: p.from.clone(),
                    to: p.to.clone(),
                    class: p.bayes,
                }),
            }
        }
        out
    }

    /// The shaded strips: like [`Steps::stretches`], but an interval where classes tie is a
    /// strip of its own (shaded in the colour of the class the solve picks, labelled with the
    /// tied classes), with the tied classes.
    fn strips(&self) -> Vec<(Stretch, Vec<usize>)> {
        let mut out: Vec<(Stretch, Vec<usize>)> = Vec::new();
        for p in self.pieces {
            match out.last_mut() {
                Some((s, tied)) if s.to == p.from && s.class == p.bayes && tied.is_empty() && p.tied.is_empty() => {
                    s.to = p.to.clone();
                }
                _ => out.push((
                    Stretch {
                        from: p.from.clone(),
                        to: p.to.clone(),
                        class: p.bayes,
                    },
                    p.tied.clone(),
                )),
            }
        }
        out
    }

    /// The boundaries: the points where one stretch ends and the next, touching it, starts with
    /// another class.
    pub(crate) fn cuts(&self) -> Vec<Number> {
        self.stretches()
            .windows(2)
            .filter(|w| w[0].to == w[1].from)
            .map(|w| w[0].to.clone())
            .collect()
    }

    fn x_range(&self) -> Option<Range> {
        let lo = self.pieces.first()?.from.clone();
        let hi = self.pieces.last()?.to.clone();
        Range::around(&lo, &hi)
    }

    /// The step curve of class `c`: 0 outside the intervals, P(c)·p(x | c) on each, with
    /// vertical jumps at the ends.
    fn curve(&self, c: usize, x: &Range) -> Vec<(Number, Number)> {
        let zero = Number::zero();
        // from the range's start or the first interval's, whichever is left (a set range may
        // start inside the intervals: the box clips the curve there)
        let start = self
            .pieces
            .first()
            .map_or_else(|| x.lo.clone(), |p| p.from.clone().min(x.lo.clone()));
        let mut pts: Vec<(Number, Number)> = vec![(start.clone(), zero.clone())];
        let mut at = start;
        let mut level = zero.clone();
        for p in self.pieces {
            let v = &p.density * p.posteriors.get(c).unwrap_or(&zero);
            if p.from > at {
                pts.push((at.clone(), zero.clone()));
                level = zero.clone();
            }
            pts.push((p.from.clone(), level));
            pts.push((p.from.clone(), v.clone()));
            pts.push((p.to.clone(), v.clone()));
            at = p.to.clone();
            level = v;
        }
        let end = at.clone().max(x.hi.clone());
        pts.push((at, zero.clone()));
        pts.push((end, zero));
        pts.dedup();
        pts
    }

    /// The figure as an SVG document (`None` when it cannot be computed).
    pub(crate) fn svg(&self, num: &dyn Fn(&Number) -> String, lang: Lang) -> Option<String> {
        let x = self.window.x_or(|| self.x_range())?;
        let zero = Number::zero();
        let top = self
            .pieces
            .iter()
            .flat_map(|p| p.posteriors.iter().map(|q| &p.density * q))
            .max()?;
        // a fifth above the highest step: room for the region labels at the top
        let auto_y = || Some(Range::new(zero, &top * &Number::ratio(6, 5)?)?.rounded_out());
        let y = self.window.y_or(auto_y)?;
        let stretches = self.stretches();
        let cuts = self.cuts();
        let desc = self.alt_text(num, lang, &x, &stretches, &cuts);
        let mut plot = Plot::new(
            &say::title(lang),
            &desc,
            x.clone(),
            y,
            ("x", "P(c)·p(x | c)"),
            self.classes.len() + usize::from(!cuts.is_empty()),
        )?;
        plot.open_group("regions");
        for (s, tied) in self.strips() {
            let label = if tied.is_empty() {
                self.classes[s.class].clone()
            } else {
                let names: Vec<&str> = tied
                    .iter()
                    .filter_map(|&t| self.classes.get(t))
                    .map(String::as_str)
                    .collect();
                say::tie_label(lang, &names.join(", "))
            };
            let colour = COLOURS[s.class % COLOURS.len()];
            if tied.is_empty() {
                plot.shade_x(Some(&s.from), Some(&s.to), colour, &label);
            } else {
                // a tie is labelled on the figure even when its strip is narrow
                plot.shade_x_leader(&s.from, &s.to, colour, &label);
            }
        }
        plot.close_group();
        plot.open_group("boundaries");
        for cut in &cuts {
            plot.vline(cut, &Paint::stroke("#000000", "1.5"), &format!("x = {}", num(cut)));
        }
        plot.close_group();
        plot.open_group("curves");
        for c in 0..self.classes.len() {
            plot.curve(&self.curve(c, &x), &Pen::of(c));
        }
        plot.close_group();
        for (c, name) in self.classes.iter().enumerate() {
            plot.legend(Key::Line(Pen::of(c)), &say::legend(lang, name));
        }
        if !cuts.is_empty() {
            plot.legend(Key::Line(Pen::of(6)), &say::boundary_key(lang));
        }
        // ticks are round (1, 2 or 5 times a power of ten): decimals read better than fractions
        Some(plot.finish(|t: &Number| t.to_decimal_string().map_or_else(|| num(t), crate::present::minus)))
    }

    fn alt_text(
        &self,
        num: &dyn Fn(&Number) -> String,
        lang: Lang,
        x: &Range,
        stretches: &[Stretch],
        cuts: &[Number],
    ) -> String {
        let interval = |a: &Number, b: &Number| format!("[{}, {}]", num(a), num(b));
        let mut desc = vec![say::range(lang, &num(&x.lo), &num(&x.hi))];
        let zero = Number::zero();
        for (c, name) in self.classes.iter().enumerate() {
            let steps: Vec<String> = self
                .pieces
                .iter()
                .map(|p| {
                    let v = &p.density * p.posteriors.get(c).unwrap_or(&zero);
                    say::step(lang, &num(&v), &interval(&p.from, &p.to))
                })
                .collect();
            desc.push(say::curve(
                lang,
                name,
                &colour_word(lang, c),
                &dash_word(lang, c),
                &steps.join(", "),
            ));
        }
        let points: Vec<String> = cuts.iter().map(num).collect();
        desc.push(say::boundaries(lang, &points));
        for (c, name) in self.classes.iter().enumerate() {
            let region: Vec<String> = stretches
                .iter()
                .filter(|s| s.class == c)
                .map(|s| interval(&s.from, &s.to))
                .collect();
            desc.push(if region.is_empty() {
                say::no_region(lang, name)
            } else {
                say::region(lang, name, &colour_word(lang, c), &region.join(" ∪ "))
            });
        }
        for p in self.pieces.iter().filter(|p| !p.tied.is_empty()) {
            let names: Vec<&str> = p
                .tied
                .iter()
                .filter_map(|&t| self.classes.get(t))
                .map(String::as_str)
                .collect();
            desc.push(say::tie(
                lang,
                &interval(&p.from, &p.to),
                &names.join(", "),
                &self.classes[p.bayes],
            ));
        }
        desc.push(say::error(lang, &num(self.bayes_error)));
        let outside: Vec<String> = cuts
            .iter()
            .filter(|c| !x.contains(c))
            .map(|c| format!("x = {}", num(c)))
            .collect();
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

    /// Seed 003, U2.3: p(x) = 1/2 on [−3/4, −1/4], 1 on [−1/4, 1/4], 1/2 on [1/4, 3/4];
    /// P(1 | x) = 1, 1/2, 0. The Bayes rule picks 1, 1 (tied with 2), 2; ε* = 1/4.
    fn seed() -> (Vec<String>, Vec<Piece>) {
        let piece = |a: &str, b: &str, d: &str, p: &str, bayes: usize, tied: Vec<usize>| Piece {
            from: n(a),
            to: n(b),
            density: n(d),
            posteriors: vec![n(p), Number::one() - n(p)],
            bayes,
            tied,
        };
        (
            vec!["1".into(), "2".into()],
            vec![
                piece("-3/4", "-1/4", "1/2", "1", 0, vec![]),
                piece("-1/4", "1/4", "1", "1/2", 0, vec![0, 1]),
                piece("1/4", "3/4", "1/2", "0", 1, vec![]),
            ],
        )
    }

    fn draw(fig: &Steps<'_>) -> String {
        let num = |x: &Number| x.to_decimal_string().unwrap_or_else(|| x.to_string());
        fig.svg(&num, Lang::En).unwrap()
    }

    #[test]
    fn the_seed_figure_puts_the_boundary_and_the_steps_where_worked_out_by_hand() {
        let (classes, pieces) = seed();
        let error = n("1/4");
        let fig = Steps {
            classes: &classes,
            pieces: &pieces,
            bayes_error: &error,
            window: &Window::default(),
        };
        // the regions: class 1 on [−3/4, 1/4] (the tie goes to the first class), class 2 on
        // [1/4, 3/4]; one boundary, at 1/4
        assert_eq!(fig.stretches().len(), 2);
        assert_eq!(fig.cuts(), vec![n("1/4")]);
        let x = fig.x_range().unwrap();
        // [−3/4, 3/4] and a tenth of 3/2 on each side: [−0.9, 0.9]; the tick step is the
        // smallest of 1, 2, 5 × 10ᵏ at least 1.8/8 = 0.225, that is 0.5 → [−1, 1]
        assert_eq!((x.lo.clone(), x.hi.clone()), (n("-1"), n("1")));
        let svg = draw(&fig);
        assert_eq!(draw(&fig), svg, "the same bytes twice");
        assert_eq!(inline_svg(&data_uri(&svg)).unwrap(), svg, "in the writer's grammar");
        // the boundary x = 1/4: pixel 56 + 360·(1/4 − (−1))/2 = 56 + 225 = 281, from the plot's
        // top 44 to its bottom 44 + 220 = 264
        assert!(
            svg.contains("<line x1=\"281.00\" y1=\"44.00\" x2=\"281.00\" y2=\"264.00\""),
            "{svg}"
        );
        // the highest step is 1/2 (1 · 1/2 in the middle, 1/2 · 1 and 1/2 · 1 on the sides);
        // 1.2 · 1/2 = 0.6, ticks of 0.1 → y from 0 to 0.6. The step 1/2 of class 1 on
        // [−3/4, −1/4]: y pixel 44 + 220·(0.6 − 0.5)/0.6 = 44 + 36.666… = 80.67, x pixels
        // 56 + 180·(1 − 3/4) = 101 and 56 + 180·(1 − 1/4) = 191
        assert!(svg.contains("101.00,80.67 191.00,80.67"), "{svg}");
        // the zero level: 264; class 2 climbs at 1/4 from 0 (it is 1/2 on [−1/4, 1/4] too, so
        // it jumps from 80.67 at x = −1/4: 56 + 180·3/4 = 191)
        assert!(svg.contains("191.00,264.00 191.00,80.67"), "{svg}");
        assert!(svg.contains("x = 0.25"), "{svg}");
        assert!(svg.contains(">boundary</text>"), "the boundary's legend entry: {svg}");
        assert!(svg.contains("The Bayes error is ε* = 0.25"), "{svg}");
        assert!(svg.contains("tie"), "{svg}");
        // three strips shaded (the tied interval is a strip of its own, labelled with the tie),
        // two curves
        assert_eq!(svg.matches("fill-opacity=\"0.16\"").count(), 3);
        assert!(svg.contains(">tie 1, 2</text>"), "{svg}");
        // ticks as decimals: 0.5 on x, 0.1 on y
        assert!(svg.contains(">−0.5</text>") && svg.contains(">0.1</text>"), "{svg}");
        assert_eq!(svg.matches("<polyline").count(), 2);
    }

    #[test]
    fn a_tie_too_narrow_for_its_label_gets_a_leader_line() {
        let piece = |a: &str, b: &str, d: &str, p: &str, bayes: usize, tied: Vec<usize>| Piece {
            from: n(a),
            to: n(b),
            density: n(d),
            posteriors: vec![n(p), Number::one() - n(p)],
            bayes,
            tied,
        };
        let classes = vec!["1".to_string(), "2".to_string()];
        let pieces = vec![
            piece("-1", "0", "0.49", "1", 0, vec![]),
            piece("0", "0.02", "1", "1/2", 0, vec![0, 1]),
            piece("0.02", "1.02", "0.49", "0", 1, vec![]),
        ];
        let error = n("0.01");
        let fig = Steps {
            classes: &classes,
            pieces: &pieces,
            bayes_error: &error,
            window: &Window::default(),
        };
        // by hand: [−1, 1.02] ± 0.202 → ticks of 0.5 (2.424/8 = 0.303) → [−1.5, 1.5], 120 px a
        // unit; the tie [0, 0.02] is 236.00 to 238.40 px, 2.4 px for the 62 px "tie 1, 2"
        // needs (7 a character + 6). Its middle 237.20 is right of the plot's centre 236, so
        // the label goes left: a leader from (237.20, 44 + 6) to (237.20 − 28, 44 + 30), the
        // text ending 3 px further left, at (206.20, 78)
        let svg = draw(&fig);
        assert!(
            svg.contains("<line x1=\"237.20\" y1=\"50.00\" x2=\"209.20\" y2=\"74.00\""),
            "{svg}"
        );
        assert!(
            svg.contains(
                "<text x=\"206.20\" y=\"78.00\" text-anchor=\"end\" font-size=\"12\" fill=\"#000000\">tie 1, 2</text>"
            ),
            "{svg}"
        );
        assert_eq!(svg.matches(">tie 1, 2</text>").count(), 1);
        // the seed's wide tie keeps its label inside the strip, without a leader
        let (classes, pieces) = seed();
        let error = n("1/4");
        let wide = draw(&Steps {
            classes: &classes,
            pieces: &pieces,
            bayes_error: &error,
            window: &Window::default(),
        });
        assert!(
            wide.contains("y=\"58.00\" text-anchor=\"middle\" font-size=\"12\" fill=\"#000000\">tie 1, 2</text>"),
            "{wide}"
        );
    }

    #[test]
    fn gaps_drop_to_zero_and_are_no_boundary() {
        let classes = vec!["a".to_string(), "b".to_string()];
        let piece = |a: &str, b: &str, p: &str, bayes: usize| Piece {
            from: n(a),
            to: n(b),
            density: n("1/2"),
            posteriors: vec![n(p), Number::one() - n(p)],
            bayes,
            tied: vec![],
        };
        let pieces = vec![piece("0", "1", "1", 0), piece("2", "3", "0", 1)];
        let error = Number::zero();
        let fig = Steps {
            classes: &classes,
            pieces: &pieces,
            bayes_error: &error,
            window: &Window::default(),
        };
        assert!(fig.cuts().is_empty(), "a gap between the regions is no boundary");
        let num = |x: &Number| x.to_string();
        let svg = fig.svg(&num, Lang::En).unwrap();
        assert!(!svg.contains(">boundary</text>"), "no boundary in the legend: {svg}");
        let x = fig.x_range().unwrap();
        let curve = fig.curve(0, &x);
        // class a: 1/2 on [0, 1], then 0 through the gap and on [2, 3]
        assert!(curve.contains(&(n("1"), n("1/2"))) && curve.contains(&(n("1"), n("0"))));
        assert!(!curve.contains(&(n("2"), n("1/2"))));
    }
}
