//! A small plotting layer for curves of one variable: a plot box over exact ranges, axes with
//! ticks at round values (1, 2 or 5 times a power of ten), polylines clipped exactly to the box,
//! shaded x-intervals, vertical lines, point markers and a legend. Coordinates stay exact
//! rationals until they become pixels ([`Px::of`], rounded once).
//!
//! Curves of transcendental functions are sampled at [`SAMPLES`] + 1 evenly spaced points (plus
//! the points a figure adds, such as a mean or a boundary), each value from the exact solve
//! through `num::real` balls; the figure takes a ball's midpoint, which is far closer to the
//! true value than the 0.01 px the writer keeps.

use super::style::{COLOURS, Marker};
use super::svg::{Anchor, Paint, Px, Svg};
use crate::i18n::Lang;
use crate::num::Number;

/// Intervals a curve is sampled at: `SAMPLES + 1` evenly spaced points across the x range.
pub(crate) const SAMPLES: i64 = 200;

/// The plot area in pixels: left and top offsets, width and height.
const LEFT: i64 = 56;
const TOP: i64 = 44;
const W: i64 = 360;
const H: i64 = 220;
/// The whole figure's width.
const WIDTH: u32 = 440;

/// Most ticks on an axis.
const MOST_TICKS: i64 = 8;

/// How a curve is drawn: its colour and a dash pattern (so that curves read in black and
/// white too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pen {
    pub(crate) colour: &'static str,
    pub(crate) dash: Option<&'static str>,
    pub(crate) width: &'static str,
}

/// The dash patterns of curves, in order.
const DASHES: &[Option<&str>] = &[
    None,
    Some("7 4"),
    Some("2 3"),
    Some("9 3 2 3"),
    Some("4 2"),
    Some("5 2 1 2 1 2"),
];

impl Pen {
    /// The pen of curve `c`: colour `c` of the palette and dash pattern `c`.
    pub(crate) fn of(c: usize) -> Pen {
        Pen {
            colour: COLOURS[c % COLOURS.len()],
            dash: DASHES[c % DASHES.len()],
            width: "2",
        }
    }

    fn paint(&self) -> Paint {
        Paint {
            dash: self.dash,
            ..Paint::stroke(self.colour, self.width)
        }
    }
}

/// The colour of curve `c` in words, in `lang` (alt text).
pub(crate) fn colour_word(lang: Lang, c: usize) -> String {
    lang.t(match c % COLOURS.len() {
        0 => "figure-colour-blue",
        1 => "figure-colour-vermilion",
        2 => "figure-colour-green",
        3 => "figure-colour-pink",
        4 => "figure-colour-orange",
        5 => "figure-colour-sky-blue",
        _ => "figure-colour-black",
    })
}

/// The dash pattern of curve `c` in words, in `lang` (alt text).
pub(crate) fn dash_word(lang: Lang, c: usize) -> String {
    lang.t(match c % DASHES.len() {
        0 => "figure-dash-solid",
        1 => "figure-dash-dashed",
        2 => "figure-dash-dotted",
        3 => "figure-dash-dash-dotted",
        4 => "figure-dash-short-dashed",
        _ => "figure-dash-dash-dot-dotted",
    })
}

/// Markers of a shape, in words, in `lang` (alt text): `circles`.
pub(crate) fn markers_word(lang: Lang, m: Marker) -> String {
    lang.t(match m {
        Marker::Circle => "figure-markers-circle",
        Marker::Square => "figure-markers-square",
        Marker::TriangleUp => "figure-markers-triangle",
        Marker::Diamond => "figure-markers-diamond",
        Marker::TriangleDown => "figure-markers-downward-triangle",
        Marker::Plus => "figure-markers-plus",
        Marker::Test => "figure-markers-cross",
    })
}

/// An entry of the legend: a short stroke of a curve's pen, or a marker.
#[derive(Clone, Debug)]
pub(crate) enum Key {
    Line(Pen),
    /// A stroke with a marker on it.
    LineMarker(Pen, Marker),
    Marker(Marker, &'static str),
}

/// A closed range `[lo, hi]`, lo < hi.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Range {
    pub(crate) lo: Number,
    pub(crate) hi: Number,
    /// Ticks at whole numbers only (a step count).
    pub(crate) whole: bool,
}

impl Range {
    pub(crate) fn new(lo: Number, hi: Number) -> Option<Range> {
        (lo < hi).then_some(Range { lo, hi, whole: false })
    }

    /// The range of data from `lo` to `hi` with a margin of a tenth of its span on each side (1
    /// when the span is 0), widened to its ticks: the range every curve figure's x axis takes
    /// from its data (the 2-D figures' box follows the same rule, `geom::PlotBox`).
    pub(crate) fn around(lo: &Number, hi: &Number) -> Option<Range> {
        let span = hi - lo;
        let margin = if span.is_zero() {
            Number::one()
        } else {
            &span * &Number::ratio(1, 10)?
        };
        Some(Range::new(lo - &margin, hi + &margin)?.rounded_out())
    }

    /// The same range with ticks at whole numbers only.
    pub(crate) fn whole(self) -> Range {
        Range { whole: true, ..self }
    }

    /// The round step of the ticks: 1, 2 or 5 times a power of ten, the smallest that gives at
    /// most [`MOST_TICKS`] intervals.
    pub(crate) fn step(&self) -> Number {
        let span = &self.hi - &self.lo;
        let ten = Number::from(10);
        let target = span.checked_div(&Number::from(MOST_TICKS)).unwrap_or_else(Number::one);
        // base: the power of ten ≤ target < 10·base (bounded loops: spans are exam-sized)
        let mut base = Number::one();
        for _ in 0..400 {
            if base <= target {
                break;
            }
            base = base.checked_div(&ten).unwrap_or_default();
        }
        for _ in 0..400 {
            let next = &base * &ten;
            if next > target {
                break;
            }
            base = next;
        }
        let step = [1, 2, 5, 10]
            .iter()
            .map(|m| &base * &Number::from(*m))
            .find(|s| s >= &target)
            .unwrap_or_else(|| &base * &ten);
        if self.whole { step.max(Number::one()) } else { step }
    }

    /// The range widened to multiples of its tick step.
    pub(crate) fn rounded_out(&self) -> Range {
        let s = self.step();
        let lo = floor(&self.lo.checked_div(&s).unwrap_or_default()) * &s;
        let hi = self.hi.checked_div(&s).unwrap_or_default().ceil() * &s;
        Range {
            lo,
            hi,
            whole: self.whole,
        }
    }

    /// The ticks: the multiples of the step within the range.
    pub(crate) fn ticks(&self) -> Vec<Number> {
        let s = self.step();
        let mut t = self.lo.checked_div(&s).unwrap_or_default().ceil() * &s;
        let mut out = Vec::new();
        while t <= self.hi && out.len() < 100 {
            out.push(t.clone());
            t = t + &s;
        }
        out
    }

    /// `SAMPLES + 1` evenly spaced points from `lo` to `hi`, with `extra` points inside the range
    /// added in order.
    pub(crate) fn samples(&self, extra: &[Number]) -> Vec<Number> {
        let span = &self.hi - &self.lo;
        let mut xs: Vec<Number> = (0..=SAMPLES)
            .map(|k| &self.lo + &(&span * &Number::ratio(k, SAMPLES).unwrap_or_default()))
            .collect();
        xs.extend(extra.iter().filter(|x| self.contains(x)).cloned());
        xs.sort();
        xs.dedup();
        xs
    }

    pub(crate) fn contains(&self, x: &Number) -> bool {
        &self.lo <= x && x <= &self.hi
    }
}

/// The ranges a spec sets with `plot:` for a curve figure (each optional: an unset one is
/// chosen from the data). A set range is drawn as given, not widened: the curve is sampled
/// across it and clipped exactly at the box, and what falls outside is left out and named in
/// the alt text ([`outside`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Window {
    /// The horizontal axis.
    pub(crate) x: Option<Range>,
    /// The vertical axis.
    pub(crate) y: Option<Range>,
}

impl Window {
    /// The horizontal range: the spec's, or `auto` from the data.
    pub(crate) fn x_or(&self, auto: impl FnOnce() -> Option<Range>) -> Option<Range> {
        self.x.clone().or_else(auto)
    }

    /// The vertical range: the spec's, or `auto` from the data.
    pub(crate) fn y_or(&self, auto: impl FnOnce() -> Option<Range>) -> Option<Range> {
        self.y.clone().or_else(auto)
    }
}

/// The largest magnitude of an end of a `plot:` range of a curve figure: 10⁶. The curves are
/// sampled at 201 points of the range and computed exactly or as balls (an
/// exponential loss at z = −10⁶ is a number of 434,295 digits); a wider range shows nothing a
/// hand-worked exercise needs.
pub const MOST_END: i64 = 1_000_000;

/// The most digits of an end of a `plot:` range of a curve figure, in its numerator and in its
/// denominator: the curves are computed at 201 points between the ends, and ends of 1,000 digits
/// made that cost 1.6 to 6 s of CPU (`surrogate-losses`, `gaussian-boundary`,
/// `logistic-regression`'s sigmoid, `softmax-regression`); a plot 360 px wide needs a few.
pub const MOST_END_DIGITS: usize = 15;

/// Things a figure marks that fall outside its box, listed in the alt text: up to this many by
/// name, then a count.
const OUTSIDE_LISTED: usize = 11;

/// The alt text's sentence for the marked things outside the box (`names`): `None` when none.
pub(crate) fn outside(lang: Lang, names: &[String]) -> Option<String> {
    if names.is_empty() {
        return None;
    }
    let listed: Vec<&str> = names.iter().take(OUTSIDE_LISTED).map(String::as_str).collect();
    let more = names.len() - listed.len();
    let points = ("points", listed.join("; ").into());
    Some(if more == 0 {
        lang.ta("figure-outside", &[points])
    } else {
        lang.ta("figure-outside-more", &[points, ("more", more.into())])
    })
}

/// The largest integer ≤ `n`.
fn floor(n: &Number) -> Number {
    -(-n).ceil()
}

/// A plot being drawn: the SVG document and the transform of its ranges onto the plot area.
#[derive(Debug)]
pub(crate) struct Plot {
    svg: Svg,
    pub(crate) x: Range,
    pub(crate) y: Range,
    sx: Number,
    sy: Number,
    legend: Vec<(Key, String)>,
    labels: (String, String),
    /// The pixel x of each label above the plot (a label close to one already there goes a
    /// row higher).
    top_labels: Vec<Number>,
}

impl Plot {
    /// A plot of `x` × `y` (axis names `labels`), with the alt text, and the number of legend
    /// entries it will have (the figure's height).
    pub(crate) fn new(
        title: &str,
        desc: &str,
        x: Range,
        y: Range,
        labels: (&str, &str),
        legend: usize,
    ) -> Option<Plot> {
        let sx = Number::from(W).checked_div(&(&x.hi - &x.lo))?;
        let sy = Number::from(H).checked_div(&(&y.hi - &y.lo))?;
        let rows = u32::try_from(legend.div_ceil(2)).unwrap_or(1);
        let height = u32::try_from(TOP + H + 44).unwrap_or(290) + 18 * rows;
        let mut svg = Svg::new(WIDTH, height, title, desc);
        svg.rect(
            &Px::int(LEFT),
            &Px::int(TOP),
            &Px::int(W),
            &Px::int(H),
            &Paint::fill("#ffffff"),
        );
        Some(Plot {
            svg,
            x,
            y,
            sx,
            sy,
            legend: Vec::new(),
            labels: (labels.0.to_string(), labels.1.to_string()),
            top_labels: Vec::new(),
        })
    }

    fn px_x(&self, x: &Number) -> Number {
        Number::from(LEFT) + &(&(x - &self.x.lo) * &self.sx)
    }

    fn px_y(&self, y: &Number) -> Number {
        Number::from(TOP) + &(&(&self.y.hi - y) * &self.sy)
    }

    /// The pixel of a point, exact until rounded here.
    pub(crate) fn px(&self, x: &Number, y: &Number) -> (Px, Px) {
        (Px::of(&self.px_x(x)), Px::of(&self.px_y(y)))
    }

    /// `px` pixels as a length along x, in plot units.
    pub(crate) fn units_x(&self, px: i64) -> Number {
        Number::from(px).checked_div(&self.sx).unwrap_or_default()
    }

    /// `px` pixels as a length along y, in plot units.
    pub(crate) fn units_y(&self, px: i64) -> Number {
        Number::from(px).checked_div(&self.sy).unwrap_or_default()
    }

    /// `x` clamped to the x range.
    fn clamp_x(&self, x: &Number) -> Number {
        x.clone().max(self.x.lo.clone()).min(self.x.hi.clone())
    }

    pub(crate) fn open_group(&mut self, class: &str) {
        self.svg.open_group(class);
    }

    pub(crate) fn close_group(&mut self) {
        self.svg.close_group();
    }

    /// Shades `[a, b]` (clamped to the x range; `None` is the range's end) over the plot's
    /// height, and writes `label` at its top when the strip is wide enough.
    pub(crate) fn shade_x(&mut self, a: Option<&Number>, b: Option<&Number>, colour: &'static str, label: &str) {
        let a = a.map_or_else(|| self.x.lo.clone(), |a| self.clamp_x(a));
        let b = b.map_or_else(|| self.x.hi.clone(), |b| self.clamp_x(b));
        if a >= b {
            return;
        }
        let (xa, xb) = (self.px_x(&a), self.px_x(&b));
        let width = &xb - &xa;
        let paint = Paint {
            fill: Some(colour),
            fill_opacity: Some("0.16"),
            ..Paint::default()
        };
        self.svg
            .rect(&Px::of(&xa), &Px::int(TOP), &Px::of(&width), &Px::int(H), &paint);
        let chars = i64::try_from(label.chars().count()).unwrap_or(i64::MAX / 8);
        if !label.is_empty() && width >= Number::from(7 * chars + 6) {
            let mid = (&xa + &xb).checked_div(&Number::from(2)).unwrap_or_default();
            self.svg
                .text(&(Px::of(&mid), Px::int(TOP + 14)), Anchor::Middle, 12, label);
        }
    }

    /// Shades `[a, b]` like [`Plot::shade_x`]; a label too wide for the strip is written beside
    /// it instead, below the row of region labels, on the side with more room, joined to the
    /// strip's top by a leader line (a narrow tie still says what it is on the figure).
    pub(crate) fn shade_x_leader(&mut self, a: &Number, b: &Number, colour: &'static str, label: &str) {
        let (a, b) = (self.clamp_x(a), self.clamp_x(b));
        if a >= b {
            return;
        }
        let (xa, xb) = (self.px_x(&a), self.px_x(&b));
        let chars = i64::try_from(label.chars().count()).unwrap_or(i64::MAX / 8);
        if &xb - &xa >= Number::from(7 * chars + 6) {
            self.shade_x(Some(&a), Some(&b), colour, label);
            return;
        }
        self.shade_x(Some(&a), Some(&b), colour, "");
        let mid = (&xa + &xb).checked_div(&Number::from(2)).unwrap_or_default();
        let centre = Number::from(LEFT + W / 2);
        let (dx, anchor): (i64, Anchor) = if mid <= centre {
            (28, Anchor::Start)
        } else {
            (-28, Anchor::End)
        };
        let end = &mid + &Number::from(dx);
        let ink = Paint::stroke("#000000", "1");
        self.svg.line(
            &(Px::of(&mid), Px::int(TOP + 6)),
            &(Px::of(&end), Px::int(TOP + 30)),
            &ink,
        );
        let text_x = &end + &Number::from(dx.signum() * 3);
        self.svg.text(&(Px::of(&text_x), Px::int(TOP + 34)), anchor, 12, label);
    }

    /// A vertical line at `x` across the plot (nothing when `x` is outside the range), with
    /// `label` above the plot.
    pub(crate) fn vline(&mut self, x: &Number, paint: &Paint, label: &str) {
        if !self.x.contains(x) {
            return;
        }
        let exact = self.px_x(x);
        let px = Px::of(&exact);
        self.svg
            .line(&(px.clone(), Px::int(TOP)), &(px.clone(), Px::int(TOP + H)), paint);
        if !label.is_empty() {
            let crowded = self
                .top_labels
                .iter()
                .any(|o| (o - &exact).abs() < Number::from(7 * i64::try_from(label.chars().count()).unwrap_or(9) + 4));
            let y = if crowded { TOP - 18 } else { TOP - 6 };
            if !crowded {
                self.top_labels.push(exact);
            }
            self.svg.text(&(px, Px::int(y)), Anchor::Middle, 11, label);
        }
    }

    /// A curve through `points` (in order of x), clipped exactly to the plot box: each piece
    /// inside the box is one polyline.
    pub(crate) fn curve(&mut self, points: &[(Number, Number)], pen: &Pen) {
        for run in clip_runs(points, &self.x, &self.y) {
            let pts: Vec<(Px, Px)> = run.iter().map(|(x, y)| self.px(x, y)).collect();
            self.svg.polyline(&pts, &pen.paint());
        }
    }

    /// A segment from `a` to `b`, clipped to the plot box.
    pub(crate) fn segment(&mut self, a: &(Number, Number), b: &(Number, Number), paint: &Paint) {
        if let Some((p, q)) = clip_segment(a, b, &self.x, &self.y) {
            self.svg.line(&self.px(&p.0, &p.1), &self.px(&q.0, &q.1), paint);
        }
    }

    /// A marker at `(x, y)` when the point is in the box.
    pub(crate) fn marker(&mut self, x: &Number, y: &Number, marker: Marker, colour: &'static str) {
        if self.x.contains(x) && self.y.contains(y) {
            let at = self.px(x, y);
            marker.draw(&mut self.svg, &at, colour);
        }
    }

    /// Text at a point of the plot, offset by `(dx, dy)` pixels.
    pub(crate) fn text_at(&mut self, x: &Number, y: &Number, d: (i64, i64), anchor: Anchor, text: &str) {
        if self.x.contains(x) && self.y.contains(y) {
            let px = self.px_x(x) + Number::from(d.0);
            let py = self.px_y(y) + Number::from(d.1);
            self.svg.text(&(Px::of(&px), Px::of(&py)), anchor, 11, text);
        }
    }

    /// Adds an entry to the legend under the plot.
    pub(crate) fn legend(&mut self, key: Key, label: &str) {
        self.legend.push((key, label.to_string()));
    }

    /// The frame, the ticks with their values (written by `num`), the axis names and the
    /// legend; then the document.
    pub(crate) fn finish(mut self, num: impl Fn(&Number) -> String) -> String {
        let svg = &mut self.svg;
        svg.open_group("axes");
        let (l, t, r, b) = (Px::int(LEFT), Px::int(TOP), Px::int(LEFT + W), Px::int(TOP + H));
        svg.polygon(
            &[
                (l.clone(), t.clone()),
                (r.clone(), t.clone()),
                (r.clone(), b.clone()),
                (l.clone(), b.clone()),
            ],
            &Paint::stroke("#000000", "1"),
        );
        let black = Paint::stroke("#000000", "1");
        for tick in self.x.ticks() {
            let x = Px::of(&(Number::from(LEFT) + &(&(&tick - &self.x.lo) * &self.sx)));
            svg.line(&(x.clone(), b.clone()), &(x.clone(), Px::int(TOP + H + 4)), &black);
            svg.text(&(x, Px::int(TOP + H + 16)), Anchor::Middle, 11, &num(&tick));
        }
        for tick in self.y.ticks() {
            let y = Number::from(TOP) + &(&(&self.y.hi - &tick) * &self.sy);
            svg.line(&(Px::int(LEFT - 4), Px::of(&y)), &(l.clone(), Px::of(&y)), &black);
            svg.text(
                &(Px::int(LEFT - 6), Px::of(&(y + Number::from(4)))),
                Anchor::End,
                11,
                &num(&tick),
            );
        }
        svg.text(
            &(Px::int(LEFT + W), Px::int(TOP + H + 32)),
            Anchor::End,
            13,
            &self.labels.0,
        );
        svg.text(&(Px::int(4), Px::int(14)), Anchor::Start, 13, &self.labels.1);
        svg.close_group();
        if !self.legend.is_empty() {
            svg.open_group("legend");
            for (k, (key, label)) in self.legend.iter().enumerate() {
                let (row, col) = (i64::try_from(k / 2).unwrap_or(0), i64::try_from(k % 2).unwrap_or(0));
                let (x, y) = (LEFT + 180 * col, TOP + H + 52 + 18 * row);
                match key {
                    Key::Line(pen) => svg.line(
                        &(Px::int(x), Px::int(y - 4)),
                        &(Px::int(x + 24), Px::int(y - 4)),
                        &pen.paint(),
                    ),
                    Key::LineMarker(pen, m) => {
                        svg.line(
                            &(Px::int(x), Px::int(y - 4)),
                            &(Px::int(x + 24), Px::int(y - 4)),
                            &pen.paint(),
                        );
                        m.draw(svg, &(Px::int(x + 12), Px::int(y - 4)), pen.colour);
                    }
                    Key::Marker(m, colour) => m.draw(svg, &(Px::int(x + 12), Px::int(y - 4)), colour),
                }
                let mut label = label.clone();
                if label.chars().count() > 24 {
                    label = label.chars().take(23).chain(['…']).collect();
                }
                svg.text(&(Px::int(x + 30), Px::int(y)), Anchor::Start, 12, &label);
            }
            svg.close_group();
        }
        self.svg.finish()
    }
}

/// The part of the segment `a`–`b` inside the box `x` × `y` ([`super::geom::clip_segment`]).
fn clip_segment(
    a: &(Number, Number),
    b: &(Number, Number),
    x: &Range,
    y: &Range,
) -> Option<((Number, Number), (Number, Number))> {
    let plot = super::geom::PlotBox {
        x0: x.lo.clone(),
        x1: x.hi.clone(),
        y0: y.lo.clone(),
        y1: y.hi.clone(),
    };
    let pt = |p: &(Number, Number)| super::geom::Pt::new(p.0.clone(), p.1.clone());
    let (p, q) = super::geom::clip_segment(&plot, &pt(a), &pt(b))?;
    Some(((p.x, p.y), (q.x, q.y)))
}

/// The pieces of a polyline inside the box: consecutive clipped segments joined where they
/// meet.
fn clip_runs(points: &[(Number, Number)], x: &Range, y: &Range) -> Vec<Vec<(Number, Number)>> {
    let mut runs: Vec<Vec<(Number, Number)>> = Vec::new();
    let mut current: Vec<(Number, Number)> = Vec::new();
    for w in points.windows(2) {
        match clip_segment(&w[0], &w[1], x, y) {
            Some((p, q)) => {
                if current.last() != Some(&p) {
                    if current.len() > 1 {
                        runs.push(std::mem::take(&mut current));
                    }
                    current.clear();
                    current.push(p);
                }
                if current.last() != Some(&q) {
                    current.push(q);
                }
            }
            None => {
                if current.len() > 1 {
                    runs.push(std::mem::take(&mut current));
                }
                current.clear();
            }
        }
    }
    if current.len() > 1 {
        runs.push(current);
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn range(a: &str, b: &str) -> Range {
        Range::new(n(a), n(b)).unwrap()
    }

    #[test]
    fn ticks_are_round_and_at_most_eight_intervals() {
        assert_eq!(range("0", "1").step(), n("0.2"));
        assert_eq!(range("0", "0.8").step(), n("0.1"));
        assert_eq!(range("-3", "3").step(), n("1"));
        assert_eq!(range("0", "17").step(), n("5"));
        assert_eq!(range("0", "0.0023").step(), n("0.0005"));
        let r = range("0.37", "2.51").rounded_out();
        assert_eq!((r.lo.clone(), r.hi.clone()), (n("0"), n("3")), "step 0.5 → [0, 3]");
        assert_eq!(r.ticks().len(), 7);
        assert_eq!(range("-1.3", "1.3").rounded_out(), range("-1.5", "1.5"));
    }

    #[test]
    fn data_ranges_get_a_tenth_of_margin_and_round_ticks() {
        // [0, 10] ± 1 = [−1, 11]: span 12, 12/8 = 1.5 → step 2 → [−2, 12]
        assert_eq!(Range::around(&n("0"), &n("10")), Some(range("-2", "12")));
        // one value: ± 1 = [2, 4]: span 2, 2/8 = 0.25 → step 0.5, already round
        assert_eq!(Range::around(&n("3"), &n("3")), Some(range("2", "4")));
    }

    #[test]
    fn samples_are_evenly_spaced_with_the_extra_points() {
        let xs = range("0", "2").samples(&[n("1/3"), n("5")]);
        assert_eq!(xs.len(), 202, "201 points and 1/3 (5 is outside)");
        assert_eq!(xs[1], n("0.01"));
        assert!(xs.contains(&n("1/3")));
        assert!(xs.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn a_curve_leaving_the_box_is_cut_exactly_where_it_leaves() {
        // y = x² on [0, 2] in the box [0, 2] × [0, 1]: from (0, 0) to (1, 1) only
        let pts: Vec<(Number, Number)> = ["0", "0.5", "1.5", "2"].iter().map(|x| (n(x), n(x) * n(x))).collect();
        let runs = clip_runs(&pts, &range("0", "2"), &range("0", "1"));
        assert_eq!(runs.len(), 1);
        // the chord (0.5, 0.25)–(1.5, 2.25) meets y = 1 at x = 0.5 + 0.75/2 = 0.875
        assert_eq!(runs[0].last().unwrap(), &(n("0.875"), n("1")));
        // a curve that leaves and comes back is two runs
        let v: Vec<(Number, Number)> = [("0", "0"), ("1", "3"), ("2", "0")]
            .iter()
            .map(|(a, b)| (n(a), n(b)))
            .collect();
        assert_eq!(clip_runs(&v, &range("0", "2"), &range("0", "1")).len(), 2);
    }

    /// y = x² at the evenly spaced samples of `x` (the figure's own sampling).
    fn parabola(x: &Range) -> Vec<(Number, Number)> {
        x.samples(&[]).into_iter().map(|v| (v.clone(), &v * &v)).collect()
    }

    fn polylines(svg: &str) -> Vec<&str> {
        svg.split("<polyline points=\"")
            .skip(1)
            .map(|p| p.split('"').next().unwrap())
            .collect()
    }

    #[test]
    fn a_set_window_clips_the_curve_at_its_box_on_the_chord() {
        // plot: { x: [1, 3], y: [0, 4] }: the plot area is 360 × 220 px at (56, 44), so
        // px(x) = 56 + 360·(x − 1)/2 and px(y) = 44 + 220·(4 − y)/4.
        let window = Window {
            x: Some(range("1", "3")),
            y: Some(range("0", "4")),
        };
        let (x, y) = (window.x_or(|| None).unwrap(), window.y_or(|| None).unwrap());
        assert_eq!(
            (x.clone(), y.clone()),
            (range("1", "3"), range("0", "4")),
            "a set range is not widened"
        );
        let mut plot = Plot::new("t", "d", x.clone(), y.clone(), ("x", "y"), 0).unwrap();
        plot.curve(&parabola(&x), &Pen::of(0));
        let svg = plot.finish(|n| n.to_decimal_string().unwrap_or_default());
        let runs = polylines(&svg);
        assert_eq!(runs.len(), 1, "{svg}");
        // starts at (1, 1): (56, 44 + 220·3/4 = 209); 2 is a sample (1 + 2·50/200) and
        // 2² = 4 is the top: it leaves at (236, 44), the corner of nothing beyond
        assert!(runs[0].starts_with("56.00,209.00 "), "{}", runs[0]);
        assert!(runs[0].ends_with(" 236.00,44.00"), "{}", runs[0]);
        // no point above the box's top (y pixel < 44) or right of x = 2
        for p in runs[0].split(' ') {
            let (px, py) = p.split_once(',').unwrap();
            assert!(py.parse::<Number>().unwrap() >= n("44"), "{p}");
            assert!(px.parse::<Number>().unwrap() <= n("236"), "{p}");
        }
        // y: [0, 3.9]: x² = 3.9 lies between the samples 1.97 and 1.98; the curve ends on their
        // chord (not on the parabola, which the figure does not compute between samples):
        // Python fractions: t = (3.9 − 1.97²)/(1.98² − 1.97²) = 0.0191/0.0395,
        // x = 1.97 + 0.01·t = 39003/19750 = 1.974835…, px = 56 + 180·(x − 1) = 231.4704…
        let y = range("0", "3.9");
        let mut plot = Plot::new("t", "d", x.clone(), y.clone(), ("x", "y"), 0).unwrap();
        plot.curve(&parabola(&x), &Pen::of(0));
        let svg = plot.finish(|n| n.to_decimal_string().unwrap_or_default());
        assert!(polylines(&svg)[0].ends_with(" 231.47,44.00"), "{svg}");
    }

    #[test]
    fn things_outside_the_box_are_named_then_counted() {
        assert_eq!(outside(Lang::En, &[]), None);
        let one = outside(Lang::En, &["x = 5".to_string()]).unwrap();
        assert_eq!(one, "Outside the plot, not drawn: x = 5.");
        let many: Vec<String> = (0..13).map(|k| format!("t = {k}")).collect();
        let s = outside(Lang::En, &many).unwrap();
        assert!(s.ends_with("t = 9; t = 10; 2 more."), "{s}");
    }
}
