//! Figures of 2-D linear classifiers: the samples (data figure), and with the weights the
//! decision regions, the boundaries, the misclassified samples and the test points (solution
//! figure). Every shape comes from the exact weights: regions are the plot box clipped by the
//! half-planes `g_c ≥ g_d` ([`geom::regions`]), boundaries are the regions' shared edges.

use super::geom::{self, Affine, PlotBox, Pt};
use super::place;
use super::style::{COLOURS, Marker, colour_index};
use super::svg::{Anchor, Paint, Px, Svg};
use crate::num::Number;
use crate::num::linear::{Notation, format_form};
use crate::present::{Fmt, minus};

/// Plot area in pixels: left and top offsets, width and height.
const LEFT: i64 = 44;
const TOP: i64 = 10;
pub(crate) const SIDE: i64 = 300;
const WIDTH: u32 = 356;

/// What a 2-D linear-classifier figure shows.
#[derive(Debug)]
pub(crate) struct LinearFigure<'a> {
    /// The class names, in order.
    pub(crate) classes: &'a [String],
    /// The samples: a point and its class index.
    pub(crate) samples: &'a [(Pt, usize)],
    /// One discriminant per class (the exact final weights); `None` for the data figure.
    pub(crate) weights: Option<&'a [Affine]>,
    /// Test points (classified with the weights).
    pub(crate) tests: &'a [Pt],
    /// The plot box; from the points when `None`.
    pub(crate) plot: Option<PlotBox>,
    /// Whether a sample on a boundary of its own class counts as misclassified (the binary
    /// perceptron's `y·w·x̄ ≤ 0`); otherwise a sample is misclassified when the first class with
    /// the largest discriminant is not its own.
    pub(crate) ties_wrong: bool,
}

/// The font size of the labels in the plot (regions' names).
pub(crate) const LABEL_SIZE: u32 = 13;

/// What a region's label keeps clear of, in hundredths of a pixel ([`place`]): the markers
/// (samples, test points and an overlay's `occupied` points), every line drawn in the plot, an
/// overlay's labels and the regions' names placed before it.
pub(crate) struct Avoid {
    markers: Vec<place::P>,
    lines: Vec<(place::P, place::P)>,
    labels: Vec<place::Rect>,
}

/// The pixel transform of a plot box onto the plot area (y grows upwards).
pub(crate) struct Frame {
    pub(crate) b: PlotBox,
    pub(crate) sx: Number,
    pub(crate) sy: Number,
}

impl Frame {
    fn new(b: PlotBox) -> Option<Frame> {
        let side = Number::from(SIDE);
        let sx = side.checked_div(&(&b.x1 - &b.x0))?;
        let sy = side.checked_div(&(&b.y1 - &b.y0))?;
        Some(Frame { b, sx, sy })
    }

    /// `p`'s pixel in hundredths ([`place`]); `None` when it is far out of any figure.
    pub(crate) fn at(&self, p: &Pt) -> Option<place::P> {
        place::of(&self.px(p))
    }

    /// The plot area in hundredths of a pixel.
    pub(crate) fn area(&self) -> place::Rect {
        place::Rect {
            x0: LEFT * 100,
            y0: TOP * 100,
            x1: (LEFT + SIDE) * 100,
            y1: (TOP + SIDE) * 100,
        }
    }

    pub(crate) fn px(&self, p: &Pt) -> (Px, Px) {
        let x = Number::from(LEFT) + &(&(&p.x - &self.b.x0) * &self.sx);
        let y = Number::from(TOP) + &(&(&self.b.y1 - &p.y) * &self.sy);
        (Px::of(&x), Px::of(&y))
    }
}

/// The class of `p` under `g`: the first class with the largest discriminant.
pub(crate) fn argmax(g: &[Affine], p: &Pt) -> usize {
    let mut best = 0;
    let mut best_v: Option<Number> = None;
    for (c, gc) in g.iter().enumerate() {
        let v = gc.at(p);
        if best_v.as_ref().is_none_or(|b| &v > b) {
            best = c;
            best_v = Some(v);
        }
    }
    best
}

/// What a kind draws on a linear figure (an SVM's margins, a point's distance to a
/// hyperplane), and says in its alt text: drawn over the regions and boundaries, under the
/// samples' markers.
pub(crate) trait Overlay {
    /// The short title, instead of the linear figure's.
    fn title(&self) -> String;
    /// Draws on the plot.
    fn draw(&self, svg: &mut Svg, frame: &Frame);
    /// The sentences of the alt text it adds, after the linear figure's.
    fn alt(&self, f: &Fmt) -> Vec<String>;
    /// Points it marks that the regions' labels should keep clear of (besides the samples).
    fn occupied(&self) -> Vec<Pt> {
        Vec::new()
    }
    /// The segments it draws (margins, slacks, distances) that the regions' labels should keep
    /// clear of, as they do of the boundaries.
    fn segments(&self, _frame: &Frame) -> Vec<(Pt, Pt)> {
        Vec::new()
    }
    /// The boxes ([`place::Rect::label`]) of the labels it writes in the plot, which the
    /// regions' labels should not overlap.
    fn labels(&self, _frame: &Frame) -> Vec<place::Rect> {
        Vec::new()
    }
}

/// Where a region's label goes: the place nearest its centroid, on a grid of 17 px across and
/// 9 px up or down from it (of two as near, up before down, right before left), where the
/// place is in the region, no marker's centre is within 13 px of the label (a ring's radius),
/// and the label is in the plot, clear of every line (the boundaries and an overlay's
/// [`Overlay::segments`]) and of the labels placed before (an overlay's [`Overlay::labels`],
/// the other regions' names). Failing that (a region too narrow for its name), the nearest
/// such place whose label may cross lines but no other label; failing that, the centroid or
/// 18 px above or below it or 34 px beside it, in the region, with no marker within 30 px
/// across and 14 px up or down of the place; failing that, the centroid.
fn label_place(frame: &Frame, region: &[Pt], centroid: &Pt, text: &str, avoid: &Avoid) -> (Px, Px) {
    let fallback = frame.px(centroid);
    let (Some(c), Some(poly)) = (
        place::of(&fallback),
        region.iter().map(|p| frame.at(p)).collect::<Option<Vec<_>>>(),
    ) else {
        return fallback;
    };
    let area = frame.area();
    // the old rule: a marker is under a label anchored within 30 px across and 14 px up or
    // down of it
    let near_free = |p: place::P| {
        avoid
            .markers
            .iter()
            .all(|m| (m.0 - p.0).abs() >= 3000 || (m.1 - p.1).abs() >= 1400)
    };
    // no marker's centre within 13 px of the label's box (a marker's half side is 7 px, the
    // rings of misclassified samples and support vectors have radii 10 and 13 px)
    let marker_free = |p: place::P| {
        place::Rect::label(p, Anchor::Middle, text, LABEL_SIZE).is_some_and(|b| {
            let near = b.grown(1300);
            !avoid.markers.iter().any(|&m| near.overlaps(&place::Rect::point(m)))
        })
    };
    let ours = |p: place::P| place::in_convex(&poly, p) && place::Rect::point(p).within(&area);
    let clear = |p: place::P| {
        place::Rect::label(p, Anchor::Middle, text, LABEL_SIZE).is_some_and(|b| {
            b.within(&area)
                && !avoid.labels.iter().any(|o| o.overlaps(&b))
                && !avoid.lines.iter().any(|&(u, v)| b.meets(u, v))
        })
    };
    let at = |(ox, oy): (i64, i64)| (c.0 + ox * 100, c.1 + oy * 100);
    // every place of the plot on a grid of 17 px across and 9 px up or down from the centroid,
    // nearest first (y grows downwards: of two as near, up before down, right before left)
    let mut offsets: Vec<(i64, i64)> = Vec::new();
    let side = SIDE / 9 + 1;
    for j in 0..=side {
        for oy in if j == 0 { vec![0] } else { vec![-9 * j, 9 * j] } {
            for i in 0..=SIDE / 17 + 1 {
                for ox in if i == 0 { vec![0] } else { vec![17 * i, -17 * i] } {
                    if ours(at((ox, oy))) {
                        offsets.push((ox, oy));
                    }
                }
            }
        }
    }
    offsets.sort_by_key(|&(ox, oy)| ox * ox + oy * oy);
    let apart = |p: place::P| {
        place::Rect::label(p, Anchor::Middle, text, LABEL_SIZE)
            .is_some_and(|b| b.within(&area) && !avoid.labels.iter().any(|o| o.overlaps(&b)))
    };
    let chosen = offsets
        .iter()
        .map(|&o| at(o))
        .find(|&p| marker_free(p) && clear(p))
        .or_else(|| offsets.iter().map(|&o| at(o)).find(|&p| marker_free(p) && apart(p)))
        .or_else(|| {
            [(0, 0), (0, -18), (0, 18), (34, 0), (-34, 0)]
                .into_iter()
                .map(at)
                .find(|&p| ours(p) && near_free(p))
        });
    match chosen {
        Some(p) => place::px(p),
        None => fallback,
    }
}

impl LinearFigure<'_> {
    /// Whether sample `(p, y)` is misclassified by `g`.
    fn wrong(&self, g: &[Affine], p: &Pt, y: usize) -> bool {
        if self.ties_wrong {
            let gy = g[y].at(p);
            g.iter().enumerate().any(|(d, gd)| d != y && gd.at(p) >= gy)
        } else {
            argmax(g, p) != y
        }
    }
}

/// The boundary `g_c = g_d` as the worksheets write it: `−2 + 9x₁ − 10x₂ = 0`.
pub(crate) fn boundary_text(f: &Fmt, h: &Affine) -> String {
    let coeffs = [h.a.clone(), h.b.clone(), h.c.clone()];
    minus(format!(
        "{} = 0",
        format_form(&coeffs, 2, f.style, Notation::Pretty, false)
    ))
}

/// The form whose zero set is the boundary of `gc` and `gd`: `gc − gd`, or `gd` itself when
/// `gc = −gd` (a binary classifier's w·x̄ = 0 rather than −2w·x̄ = 0).
fn edge_form(gc: &Affine, gd: &Affine) -> Affine {
    let negated = Affine {
        a: -&gd.a,
        b: -&gd.b,
        c: -&gd.c,
    };
    if *gc == negated { gd.clone() } else { gc.minus(gd) }
}

/// One boundary of a solution figure: the pair of classes and its exact segment in the box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Edge {
    pub(crate) c: usize,
    pub(crate) d: usize,
    pub(crate) ends: (Pt, Pt),
}

/// The exact geometry of a solution figure: the plot box, the region of every class and the
/// boundaries between regions that touch.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    pub(crate) plot: PlotBox,
    pub(crate) regions: Vec<Vec<Pt>>,
    pub(crate) edges: Vec<Edge>,
}

impl LinearFigure<'_> {
    fn plot_box(&self) -> Option<PlotBox> {
        if let Some(b) = &self.plot {
            return Some(b.clone());
        }
        let pts: Vec<Pt> = self
            .samples
            .iter()
            .map(|(p, _)| p.clone())
            .chain(self.tests.iter().cloned())
            .collect();
        PlotBox::around(&pts)
    }

    /// The exact regions and boundaries (`None` for a data figure).
    pub(crate) fn geometry(&self) -> Option<Geometry> {
        let g = self.weights?;
        let plot = self.plot_box()?;
        let regions = geom::regions(&plot, g);
        let mut edges = Vec::new();
        for c in 0..g.len() {
            for d in c + 1..g.len() {
                if regions[c].is_empty() || regions[d].is_empty() {
                    continue;
                }
                if let Some(ends) = geom::shared_edge(&regions[c], g, c, d) {
                    edges.push(Edge { c, d, ends });
                }
            }
        }
        Some(Geometry { plot, regions, edges })
    }

    /// The figure as an SVG document; `None` when the plot box is empty (no points).
    pub(crate) fn svg(&self, f: &Fmt) -> Option<String> {
        self.svg_with(f, None)
    }

    /// The figure with what `overlay` adds.
    pub(crate) fn svg_with(&self, f: &Fmt, overlay: Option<&dyn Overlay>) -> Option<String> {
        let geometry = self.geometry();
        let plot = match &geometry {
            Some(g) => g.plot.clone(),
            None => self.plot_box()?,
        };
        let frame = Frame::new(plot.clone())?;
        let (mut title, mut desc) = self.alt_text(f, geometry.as_ref());
        if let Some(o) = overlay {
            title = o.title();
            for sentence in o.alt(f) {
                desc.push(' ');
                desc.push_str(&sentence);
            }
        }
        let rows = u32::try_from(self.classes.len().div_ceil(2)).unwrap_or(1);
        let height = u32::try_from(TOP + SIDE + 40).unwrap_or(350) + 18 * rows;
        let mut svg = Svg::new(WIDTH, height, &title, &desc);
        let (x0, y0) = frame.px(&Pt::new(plot.x0.clone(), plot.y1.clone()));
        svg.rect(&x0, &y0, &Px::int(SIDE), &Px::int(SIDE), &Paint::fill("#ffffff"));
        if let (Some(geo), Some(g)) = (&geometry, self.weights) {
            let occupied = overlay.map(|o| o.occupied()).unwrap_or_default();
            let mut lines: Vec<(Pt, Pt)> = geo.edges.iter().map(|e| e.ends.clone()).collect();
            lines.extend(overlay.map(|o| o.segments(&frame)).unwrap_or_default());
            let markers = self.samples.iter().map(|(p, _)| p).chain(self.tests).chain(&occupied);
            let mut avoid = Avoid {
                markers: markers.filter_map(|p| frame.at(p)).collect(),
                lines: lines
                    .iter()
                    .filter_map(|(u, v)| Some((frame.at(u)?, frame.at(v)?)))
                    .collect(),
                labels: overlay.map(|o| o.labels(&frame)).unwrap_or_default(),
            };
            self.draw_regions(&mut svg, &frame, geo, g, &mut avoid, f);
        }
        draw_axes(&mut svg, &frame, f);
        if let Some(o) = overlay {
            o.draw(&mut svg, &frame);
        }
        self.draw_samples(&mut svg, &frame);
        self.draw_legend(&mut svg, f);
        if let Some(g) = self.weights {
            self.draw_tests(&mut svg, &frame, g);
        }
        Some(svg.finish())
    }

    fn draw_regions(&self, svg: &mut Svg, frame: &Frame, geo: &Geometry, g: &[Affine], avoid: &mut Avoid, f: &Fmt) {
        svg.open_group("regions");
        for (c, region) in geo.regions.iter().enumerate() {
            if region.is_empty() {
                continue;
            }
            let pts: Vec<(Px, Px)> = region.iter().map(|p| frame.px(p)).collect();
            let paint = Paint {
                fill: Some(COLOURS[c % COLOURS.len()]),
                fill_opacity: Some("0.18"),
                ..Paint::default()
            };
            svg.polygon(&pts, &paint);
        }
        for (c, region) in geo.regions.iter().enumerate() {
            if let Some(at) = geom::centroid(region).filter(|_| !region.is_empty()) {
                let text = f
                    .lang
                    .ta("perceptron-fig-class-label", &[("c", self.classes[c].as_str().into())]);
                let at = label_place(frame, region, &at, &text, avoid);
                // the regions' names after it keep clear of it
                avoid
                    .labels
                    .extend(place::of(&at).and_then(|p| place::Rect::label(p, Anchor::Middle, &text, LABEL_SIZE)));
                svg.label(&at, Anchor::Middle, LABEL_SIZE, &text);
            }
        }
        svg.close_group();
        svg.open_group("boundaries");
        for e in &geo.edges {
            svg.line(
                &frame.px(&e.ends.0),
                &frame.px(&e.ends.1),
                &Paint::stroke("#000000", "2"),
            );
        }
        svg.close_group();
        svg.open_group("misclassified");
        for (p, y) in self.samples {
            if self.wrong(g, p, *y) && plot_contains(&frame.b, p) {
                let paint = Paint {
                    dash: Some("3 2"),
                    ..Paint::stroke("#000000", "1.5")
                };
                svg.circle(&frame.px(p), &Px::int(10), &paint);
            }
        }
        svg.close_group();
    }

    fn draw_samples(&self, svg: &mut Svg, frame: &Frame) {
        svg.open_group("samples");
        for (p, y) in self.samples {
            if plot_contains(&frame.b, p) {
                Marker::of(*y).draw(svg, &frame.px(p), COLOURS[y % COLOURS.len()]);
            }
        }
        svg.close_group();
    }

    /// One marker and name per class under the plot, two per row: the classes read without
    /// colour, and whether or not a class has a region in the box.
    fn draw_legend(&self, svg: &mut Svg, f: &Fmt) {
        svg.open_group("legend");
        for (c, name) in self.classes.iter().enumerate() {
            let (row, col) = (i64::try_from(c / 2).unwrap_or(0), i64::try_from(c % 2).unwrap_or(0));
            let (x, y) = (LEFT + 150 * col, TOP + SIDE + 48 + 18 * row);
            Marker::of(c).draw(svg, &(Px::int(x + 6), Px::int(y - 4)), COLOURS[c % COLOURS.len()]);
            let mut label = f.lang.ta("perceptron-fig-class-label", &[("c", name.as_str().into())]);
            if label.chars().count() > 19 {
                label = label.chars().take(18).chain(['…']).collect();
            }
            svg.text(&(Px::int(x + 16), Px::int(y)), Anchor::Start, 12, &label);
        }
        svg.close_group();
    }

    fn draw_tests(&self, svg: &mut Svg, frame: &Frame, g: &[Affine]) {
        svg.open_group("tests");
        for p in self.tests {
            if !plot_contains(&frame.b, p) {
                continue;
            }
            let (x, y) = frame.px(p);
            Marker::Test.draw(svg, &(x.clone(), y.clone()), "#000000");
            let label = format!("→ {}", self.classes[argmax(g, p)]);
            let at = frame.px(&Pt::new(&p.x + &nudge(&frame.sx, 8), p.y.clone()));
            svg.text(&(at.0, y), Anchor::Start, 12, &label);
        }
        svg.close_group();
    }

    fn alt_text(&self, f: &Fmt, geo: Option<&Geometry>) -> (String, String) {
        let lang = f.lang;
        let mut desc: Vec<String> = Vec::new();
        let b = self.plot_box();
        if let Some(b) = &b {
            desc.push(lang.ta(
                "perceptron-fig-axes",
                &[
                    ("x0", f.num(&b.x0).into()),
                    ("x1", f.num(&b.x1).into()),
                    ("y0", f.num(&b.y0).into()),
                    ("y1", f.num(&b.y1).into()),
                ],
            ));
        }
        for (c, name) in self.classes.iter().enumerate() {
            let pts: Vec<String> = self
                .samples
                .iter()
                .filter(|(_, y)| *y == c)
                .map(|(p, _)| f.point(&[p.x.clone(), p.y.clone()]))
                .collect();
            // the colour and the marker are chosen in the catalogue by their index (`[0]` …)
            let args = [
                ("name", name.as_str().into()),
                ("colour", colour_index(c).into()),
                ("marker", Marker::index(c).into()),
                ("points", pts.join(", ").into()),
            ];
            desc.push(lang.ta(
                if pts.is_empty() {
                    "perceptron-fig-class-empty"
                } else {
                    "perceptron-fig-class"
                },
                &args,
            ));
        }
        let (Some(geo), Some(g)) = (geo, self.weights) else {
            return (lang.t("perceptron-fig-samples-title"), desc.join(" "));
        };
        for e in &geo.edges {
            desc.push(lang.ta(
                "perceptron-fig-boundary",
                &[
                    ("c", self.classes[e.c].as_str().into()),
                    ("d", self.classes[e.d].as_str().into()),
                    ("eq", boundary_text(f, &edge_form(&g[e.c], &g[e.d])).into()),
                ],
            ));
        }
        for (c, region) in geo.regions.iter().enumerate() {
            if !region.is_empty() {
                desc.push(lang.ta(
                    "perceptron-fig-region",
                    &[
                        ("c", self.classes[c].as_str().into()),
                        ("colour", colour_index(c).into()),
                    ],
                ));
            }
        }
        let wrong: Vec<String> = self
            .samples
            .iter()
            .filter(|(p, y)| self.wrong(g, p, *y))
            .map(|(p, _)| f.point(&[p.x.clone(), p.y.clone()]))
            .collect();
        if !wrong.is_empty() {
            desc.push(lang.ta("perceptron-fig-wrong", &[("points", wrong.join(", ").into())]));
        }
        for p in self.tests {
            desc.push(lang.ta(
                "perceptron-fig-test",
                &[
                    ("p", f.point(&[p.x.clone(), p.y.clone()]).into()),
                    ("c", self.classes[argmax(g, p)].as_str().into()),
                ],
            ));
        }
        (lang.t("perceptron-fig-regions-title"), desc.join(" "))
    }
}

/// An overlay that only gives the figure its title (`<title>`), drawing and saying nothing else.
struct Titled<'a>(&'a str);

impl Overlay for Titled<'_> {
    fn title(&self) -> String {
        self.0.to_string()
    }

    fn draw(&self, _: &mut Svg, _: &Frame) {}

    fn alt(&self, _: &Fmt) -> Vec<String> {
        Vec::new()
    }
}

/// `px` pixels as a length in plot units along an axis of `sx` pixels per unit.
pub(crate) fn nudge(sx: &Number, px: i64) -> Number {
    Number::from(px).checked_div(sx).unwrap_or_default()
}

fn plot_contains(b: &PlotBox, p: &Pt) -> bool {
    b.contains(p)
}

/// The frame, whole-number ticks (at most about ten per axis) and the axis names.
fn draw_axes(svg: &mut Svg, frame: &Frame, f: &Fmt) {
    let b = &frame.b;
    svg.open_group("axes");
    let (tl, br) = (
        frame.px(&Pt::new(b.x0.clone(), b.y1.clone())),
        frame.px(&Pt::new(b.x1.clone(), b.y0.clone())),
    );
    svg.polygon(
        &[
            tl.clone(),
            (br.0.clone(), tl.1.clone()),
            br.clone(),
            (tl.0.clone(), br.1.clone()),
        ],
        &Paint::stroke("#000000", "1"),
    );
    for t in ticks(&b.x0, &b.x1) {
        let (x, y) = frame.px(&Pt::new(t.clone(), b.y0.clone()));
        svg.line(
            &(x.clone(), y.clone()),
            &(x.clone(), Px::of(&(Number::from(TOP + SIDE + 4)))),
            &Paint::stroke("#000000", "1"),
        );
        svg.text(&(x, Px::int(TOP + SIDE + 16)), Anchor::Middle, 11, &f.num(&t));
    }
    for t in ticks(&b.y0, &b.y1) {
        let (x, y) = frame.px(&Pt::new(b.x0.clone(), t.clone()));
        svg.line(
            &(Px::int(LEFT - 4), y.clone()),
            &(x, y.clone()),
            &Paint::stroke("#000000", "1"),
        );
        let label_y = Number::from(TOP + 4) + &(&(&b.y1 - &t) * &frame.sy);
        svg.text(&(Px::int(LEFT - 6), Px::of(&label_y)), Anchor::End, 11, &f.num(&t));
    }
    svg.text(&(Px::int(LEFT + SIDE), Px::int(TOP + SIDE + 30)), Anchor::End, 13, "x₁");
    svg.text(&(Px::int(LEFT - 30), Px::int(TOP + 10)), Anchor::Start, 13, "x₂");
    svg.close_group();
}

/// Whole-number ticks from `lo` to `hi` with a step that gives at most about ten.
fn ticks(lo: &Number, hi: &Number) -> Vec<Number> {
    let span = hi - lo;
    let step = span
        .checked_div(&Number::from(10))
        .map(|s| s.ceil())
        .unwrap_or_else(Number::one);
    let step = if step.is_positive() { step } else { Number::one() };
    let mut t = geom::floor(&lo.checked_div(&step).unwrap_or_default()) * &step;
    let mut out = Vec::new();
    while &t <= hi && out.len() < 50 {
        if &t >= lo {
            out.push(t.clone());
        }
        t = t + &step;
    }
    out
}

/// The figures of a 2-D linear classifier as view values: the data figure (samples only) and,
/// with the exact weights of the solve, the solution figure. `xs` are the homogeneous samples
/// `(1, x1, x2)`; `tests` the test points as asked (`(x1, x2)`, or homogeneous).
pub(crate) struct LinearViews<'a> {
    pub(crate) classes: &'a [String],
    pub(crate) xs: &'a [Vec<Number>],
    pub(crate) ys: &'a [usize],
    /// [`LinearFigure::ties_wrong`].
    pub(crate) ties_wrong: bool,
    /// The spec's `plot`, if given.
    pub(crate) plot: Option<&'a PlotBox>,
}

fn plane_point(v: &[Number]) -> Option<Pt> {
    match v {
        [x, y] | [_, x, y] => Some(Pt::new(x.clone(), y.clone())),
        _ => None,
    }
}

impl LinearViews<'_> {
    fn samples(&self) -> Vec<(Pt, usize)> {
        self.xs
            .iter()
            .zip(self.ys)
            .filter_map(|(x, y)| Some((plane_point(x)?, *y)))
            .collect()
    }

    /// The worksheet's figure: the samples, nothing computed.
    pub(crate) fn data(&self, f: &Fmt) -> Option<super::FigureView> {
        let samples = self.samples();
        let fig = LinearFigure {
            classes: self.classes,
            samples: &samples,
            weights: None,
            tests: &[],
            plot: self.plot.cloned(),
            ties_wrong: self.ties_wrong,
        };
        Some(super::FigureView::new(
            "samples",
            &f.lang.t("perceptron-fig-samples-title"),
            &fig.svg(f)?,
        ))
    }

    /// The key's figure from the solve's exact weights (one homogeneous vector per class).
    pub(crate) fn regions(&self, f: &Fmt, weights: &[Vec<Number>], tests: &[Vec<Number>]) -> Option<super::FigureView> {
        self.regions_named(
            f,
            weights,
            tests,
            "regions",
            &f.lang.t("perceptron-fig-regions-final-title"),
        )
    }

    /// The same figure of other weights (a pass of a trace), with its own name and title.
    pub(crate) fn regions_named(
        &self,
        f: &Fmt,
        weights: &[Vec<Number>],
        tests: &[Vec<Number>],
        name: &'static str,
        title: &str,
    ) -> Option<super::FigureView> {
        let samples = self.samples();
        let g: Vec<Affine> = weights.iter().map(|w| Affine::of(w)).collect::<Option<_>>()?;
        let tests: Vec<Pt> = tests.iter().filter_map(|t| plane_point(t)).collect();
        let fig = LinearFigure {
            classes: self.classes,
            samples: &samples,
            weights: Some(&g),
            tests: &tests,
            plot: self.plot.cloned(),
            ties_wrong: self.ties_wrong,
        };
        // the final weights' figure keeps the linear figure's own `<title>`; another gets its own
        let titled = Titled(title);
        let overlay: Option<&dyn Overlay> = (name != "regions").then_some(&titled);
        Some(super::FigureView::new(name, title, &fig.svg_with(f, overlay)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::{data_uri, inline_svg};

    fn n(i: i64) -> Number {
        Number::from(i)
    }

    fn q(p: i64, d: i64) -> Number {
        Number::ratio(p, d).unwrap()
    }

    fn pt(x: i64, y: i64) -> Pt {
        Pt::new(n(x), n(y))
    }

    const F: Fmt = Fmt::TEST;

    /// Seed 003, exam 2023_01_26: the samples, and the final weights the key prints
    /// (w1 = (−1, 4, −10), w2 = (1, −5, 0), w3 = (−4, −9, 0)).
    fn upv_2023_01_26() -> (Vec<String>, Vec<(Pt, usize)>, Vec<Affine>) {
        let classes = vec!["1".to_string(), "2".to_string(), "3".to_string()];
        let samples = vec![(pt(3, 5), 2), (pt(5, 1), 0), (pt(2, 2), 0), (pt(1, 2), 1)];
        let g = [[-1, 4, -10], [1, -5, 0], [-4, -9, 0]]
            .iter()
            .map(|w| Affine::of(&w.map(n)).unwrap())
            .collect();
        (classes, samples, g)
    }

    fn sum_of_areas(regions: &[Vec<Pt>]) -> Number {
        regions.iter().map(|r| geom::twice_area(r)).sum()
    }

    #[test]
    fn the_2023_01_26_boundary_runs_through_the_keys_points() {
        let (classes, samples, g) = upv_2023_01_26();
        let tests = [pt(5, 5)];
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: Some(&g),
            tests: &tests,
            plot: None,
            ties_wrong: false,
        };
        let geo = fig.geometry().unwrap();
        // x from 1 to 5, y from 1 to 5: span 4, margin 2/5, widened to [0, 6]²
        assert_eq!(
            geo.plot,
            PlotBox {
                x0: n(0),
                x1: n(6),
                y0: n(0),
                y1: n(6)
            }
        );
        // the key's 1–2 boundary x2 = 0.9x1 − 0.2 meets y = 0 at x1 = 2/9 and x1 = 6 at
        // x2 = 5.2; classes 1–3 and 2–3 meet left of x1 = −1.25, outside the box
        assert_eq!(geo.edges.len(), 1, "{:?}", geo.edges);
        let e = &geo.edges[0];
        assert_eq!((e.c, e.d), (0, 1));
        assert_eq!(e.ends, (Pt::new(q(2, 9), n(0)), Pt::new(n(6), q(26, 5))));
        assert!(geo.regions[2].is_empty(), "class 3 has no region in the box");
        assert_eq!(sum_of_areas(&geo.regions), &geo.plot.area() * &n(2));
    }

    #[test]
    fn the_three_2023_01_26_boundaries_meet_where_the_key_says() {
        let (classes, samples, g) = upv_2023_01_26();
        let plot = PlotBox {
            x0: n(-3),
            x1: n(7),
            y0: n(-3),
            y1: n(7),
        };
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: Some(&g),
            tests: &[],
            plot: Some(plot),
            ties_wrong: false,
        };
        let geo = fig.geometry().unwrap();
        // the key: 1–3 and 2–3 where x1 ≤ −1.25 and x1 = −1.25 where x2 ≥ −1.325
        let corner = Pt::new(q(-5, 4), q(-53, 40));
        assert_eq!(geo.edges.len(), 3, "{:?}", geo.edges);
        for e in &geo.edges {
            assert!(e.ends.0 == corner || e.ends.1 == corner, "{e:?}");
        }
        assert!(geo.regions.iter().all(|r| !r.is_empty()));
        assert_eq!(sum_of_areas(&geo.regions), &geo.plot.area() * &n(2));
    }

    #[test]
    fn parallel_boundaries_leave_the_middle_class_between() {
        // seed 003, exam 2022_01_27, the key's final weights: boundaries x2 = −x1 − 0.5 (1–2),
        // x2 = −x1 + 1/6 (1–3) and x2 = −x1 + 0.5 (2–3); class 2's strip keeps 1 and 3 apart
        let g: Vec<Affine> = [[-1, -2, -2], [0, 0, 0], [-2, 4, 4]]
            .iter()
            .map(|w| Affine::of(&w.map(n)).unwrap())
            .collect();
        let classes = vec!["1".to_string(), "2".to_string(), "3".to_string()];
        let samples = vec![(pt(-2, -2), 0), (pt(0, 0), 1), (pt(2, 2), 2)];
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: Some(&g),
            tests: &[],
            plot: None,
            ties_wrong: false,
        };
        let geo = fig.geometry().unwrap();
        let pairs: Vec<(usize, usize)> = geo.edges.iter().map(|e| (e.c, e.d)).collect();
        assert_eq!(pairs, vec![(0, 1), (1, 2)]);
        for e in &geo.edges {
            for p in [&e.ends.0, &e.ends.1] {
                let rhs = if e.c == 0 { q(-1, 2) } else { q(1, 2) };
                assert_eq!(p.y, -&p.x + &rhs, "{e:?}");
            }
        }
        assert_eq!(sum_of_areas(&geo.regions), &geo.plot.area() * &n(2));
    }

    #[test]
    fn the_svg_is_in_the_writers_grammar_says_what_it_shows_and_is_the_same_twice() {
        let (classes, samples, g) = upv_2023_01_26();
        let tests = [pt(5, 5)];
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: Some(&g),
            tests: &tests,
            plot: None,
            ties_wrong: false,
        };
        let svg = fig.svg(&F).unwrap();
        assert_eq!(fig.svg(&F).unwrap(), svg, "deterministic");
        let back = inline_svg(&data_uri(&svg)).expect("in the writer's grammar");
        assert_eq!(back, svg);
        // g1 − g2 = (−2, 9, −10)
        assert!(
            svg.contains("Boundary between class 1 and class 2: −2 + 9x₁ − 10x₂ = 0."),
            "{svg}"
        );
        assert!(
            svg.contains("Test point (5, 5) (black cross) is in the region of class 2."),
            "{svg}"
        );
        // (3, 5) of class 3 and (2, 2) of class 1 are misclassified by the final weights:
        // g(3, 5) = (−39, −14, −31), g(2, 2) = (−13, −9, −26)
        assert!(svg.contains("Misclassified (dashed ring): (3, 5), (2, 2)."), "{svg}");
        assert_eq!(svg.matches("stroke-dasharray").count(), 2);
        assert_eq!(svg.matches("fill-opacity=\"0.18\"").count(), 2, "two regions shaded");
    }

    /// The alt text in Italian (issue 18): every sentence from the catalogue, colours and
    /// markers in agreement with their nouns, no English word left.
    #[test]
    fn the_alt_text_is_italian_with_lang_it() {
        let (classes, samples, g) = upv_2023_01_26();
        let tests = [pt(5, 5)];
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: Some(&g),
            tests: &tests,
            plot: None,
            ties_wrong: false,
        };
        let it = Fmt {
            lang: crate::i18n::Lang::It,
            ..F
        };
        let svg = fig.svg(&it).unwrap();
        for s in [
            "<title>Regioni e frontiere di decisione</title>",
            "Classe 1: cerchi blu in (5, 1), (2, 2).",
            "Classe 3: triangoli verdi in (3, 5).",
            "Frontiera tra la classe 1 e la classe 2: −2 + 9x₁ − 10x₂ = 0.",
            "(ombreggiata in vermiglio)",
            "Campioni classificati erroneamente (cerchio tratteggiato): (3, 5), (2, 2).",
            "Il punto di test (5, 5) (croce nera) è nella regione della classe 2.",
            ">classe 2</text>",
        ] {
            assert!(svg.contains(s), "{s}: {svg}");
        }
        for english in [
            "Class ",
            "class ",
            "Boundary",
            "region of",
            "Test point",
            "Misclassified",
            "blue",
        ] {
            assert!(!svg.contains(english), "{english}: {svg}");
        }
    }

    #[test]
    fn the_data_figure_has_no_regions() {
        let (classes, samples, _) = upv_2023_01_26();
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: None,
            tests: &[],
            plot: None,
            ties_wrong: false,
        };
        let svg = fig.svg(&F).unwrap();
        assert!(!svg.contains("class=\"regions\"") && !svg.contains("Boundary"), "{svg}");
        assert!(svg.contains("Class 3: green triangles at (3, 5)."), "{svg}");
        assert!(inline_svg(&data_uri(&svg)).is_some());
    }

    #[test]
    fn a_binary_classifier_marks_samples_on_its_line_and_writes_w_dot_x() {
        // w = (−1, 1, 0): the line x1 = 1; (1, 0) of class 1 lies on it, so y·w·x̄ = 0 ≤ 0 is
        // an error of the binary perceptron, while argmax (ties to the first class) would call
        // it class −1's and so not for a sample of class −1 at (1, 1)
        let w = [-1, 1, 0].map(n);
        let g = vec![Affine::of(&w.clone().map(|x| -x)).unwrap(), Affine::of(&w).unwrap()];
        let classes = vec!["−1".to_string(), "1".to_string()];
        let samples = vec![(pt(1, 0), 1), (pt(1, 1), 0), (pt(3, 0), 1)];
        let fig = |ties_wrong| LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: Some(&g),
            tests: &[],
            plot: None,
            ties_wrong,
        };
        let svg = fig(true).svg(&F).unwrap();
        assert!(svg.contains("Misclassified (dashed ring): (1, 0), (1, 1)."), "{svg}");
        assert!(
            svg.contains("Boundary between class −1 and class 1: −1 + x₁ = 0."),
            "{svg}"
        );
        let svg = fig(false).svg(&F).unwrap();
        assert!(svg.contains("Misclassified (dashed ring): (1, 0)."), "{svg}");
    }
}
