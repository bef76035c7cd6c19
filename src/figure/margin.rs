//! Figures of margins in the plane: an SVM's separating line, its two margin lines, the support
//! vectors and the slacks (`svm`, `figures: [margins]`), and a point's distance to a hyperplane
//! (`geometric-margin`, `figures: [distance]`). Both are a binary linear figure
//! ([`super::linear`]: the two sides shaded, the line, the samples, the misclassified ones) with
//! an [`Overlay`]; every point and line is exact and rounded once, to pixels.

use super::geom::{Affine, PlotBox, Pt, clip_segment};
use super::linear::{Frame, LABEL_SIZE, LinearFigure, Overlay};
use super::place;
use super::style::COLOURS;
use super::svg::{Anchor, Paint, Px, Svg};
use super::{FigureView, linear};
use crate::num::Number;
use crate::present::Fmt;

/// The class names of a binary figure: class index 0 is −1, 1 is +1.
fn pm_classes() -> Vec<String> {
    vec!["−1".to_string(), "1".to_string()]
}

/// The class index of a label ±1.
fn index(y: i8) -> usize {
    usize::from(y > 0)
}

/// `(b, ω1, ω2)` as the discriminants of classes −1 and 1: `−(ω·x + b)` and `ω·x + b`.
fn pm_discriminants(w: &Affine) -> Vec<Affine> {
    let neg = Affine {
        a: -&w.a,
        b: -&w.b,
        c: -&w.c,
    };
    vec![neg, w.clone()]
}

/// The foot of the perpendicular from `p` onto the line `h = v` (exact):
/// `p + ((v − h(p)) / ‖(h.b, h.c)‖²)·(h.b, h.c)`; `None` when `h` is constant.
pub(crate) fn foot(h: &Affine, v: &Number, p: &Pt) -> Option<Pt> {
    let n2 = &(&h.b * &h.b) + &(&h.c * &h.c);
    let k = (v - &h.at(p)).checked_div(&n2)?;
    Some(Pt::new(&p.x + &(&k * &h.b), &p.y + &(&k * &h.c)))
}

/// The exact segments an SVM figure draws, besides the linear figure's (tested against
/// independent values).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SvmGeometry {
    /// The margin lines `ω·x + b = 1` and `ω·x + b = −1` inside the box, when they cross it.
    pub(crate) margins: [Option<(Pt, Pt)>; 2],
    /// The circled samples (indices): exactly those with αᵢ > 0.
    pub(crate) circled: Vec<usize>,
    /// Each sample with a slack.
    pub(crate) slacks: Vec<Slack>,
}

/// A sample with ξᵢ > 0 and the foot of the perpendicular from it on its margin line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Slack {
    /// The sample's index.
    pub(crate) i: usize,
    /// ξᵢ = 1 − yᵢ(ω·xᵢ + b).
    pub(crate) xi: Number,
    pub(crate) from: Pt,
    pub(crate) to: Pt,
}

/// An SVM's figure in the plane, from the exact solution.
#[derive(Debug)]
pub(crate) struct SvmFigure<'a> {
    /// The samples (two features each) and their labels ±1.
    pub(crate) xs: &'a [Vec<Number>],
    pub(crate) ys: &'a [i8],
    /// The solution: ω = (ω1, ω2), b (unique) and α. `None` when there is no line to draw, with
    /// the reason in words.
    pub(crate) solution: Result<SvmSolution<'a>, String>,
    /// The spec's plot box, if given.
    pub(crate) plot: Option<&'a PlotBox>,
}

/// What an SVM figure draws of the solution.
#[derive(Debug)]
pub(crate) struct SvmSolution<'a> {
    pub(crate) omega: &'a [Number],
    pub(crate) b: &'a Number,
    pub(crate) alphas: &'a [Number],
    /// 1/‖ω‖ as the key writes it (`√2/2 ≈ 0.7071`).
    pub(crate) half_margin: String,
}

impl SvmSolution<'_> {
    fn line(&self) -> Option<Affine> {
        match self.omega {
            [w1, w2] => Some(Affine {
                a: self.b.clone(),
                b: w1.clone(),
                c: w2.clone(),
            }),
            _ => None,
        }
    }
}

fn plane_pt(x: &[Number]) -> Option<Pt> {
    match x {
        [a, b] => Some(Pt::new(a.clone(), b.clone())),
        _ => None,
    }
}

impl SvmFigure<'_> {
    fn samples(&self) -> Vec<(Pt, usize)> {
        self.xs
            .iter()
            .zip(self.ys)
            .filter_map(|(x, &y)| Some((plane_pt(x)?, index(y))))
            .collect()
    }

    /// The plot box: the spec's, or the samples and the feet of the slacks with a margin.
    fn plot_box(&self, sol: Option<&SvmSolution<'_>>) -> Option<PlotBox> {
        if let Some(b) = self.plot {
            return Some(b.clone());
        }
        let mut pts: Vec<Pt> = self.samples().into_iter().map(|(p, _)| p).collect();
        if let Some(sol) = sol {
            pts.extend(self.slack_feet(sol).into_iter().map(|s| s.to));
        }
        PlotBox::around(&pts)
    }

    /// Each sample with ξᵢ > 0, and the foot of the perpendicular on its margin line
    /// `ω·x + b = yᵢ`.
    fn slack_feet(&self, sol: &SvmSolution<'_>) -> Vec<Slack> {
        let Some(h) = sol.line() else { return Vec::new() };
        self.xs
            .iter()
            .zip(self.ys)
            .enumerate()
            .filter_map(|(i, (x, &y))| {
                let p = plane_pt(x)?;
                let target = Number::from(i64::from(y));
                let f = h.at(&p);
                let functional = if y < 0 { -&f } else { f };
                if functional >= Number::one() {
                    return None;
                }
                Some(Slack {
                    i,
                    xi: &Number::one() - &functional,
                    to: foot(&h, &target, &p)?,
                    from: p,
                })
            })
            .collect()
    }

    /// The margin lines, circled samples and slacks, exact.
    pub(crate) fn geometry(&self) -> Option<SvmGeometry> {
        let sol = self.solution.as_ref().ok()?;
        let h = sol.line()?;
        let plot = self.plot_box(Some(sol))?;
        let shifted = |v: i64| Affine {
            a: &h.a - &Number::from(v),
            ..h.clone()
        };
        Some(SvmGeometry {
            margins: [
                super::geom::line_in_box(&plot, &shifted(1)),
                super::geom::line_in_box(&plot, &shifted(-1)),
            ],
            circled: (0..self.xs.len()).filter(|&i| !sol.alphas[i].is_zero()).collect(),
            slacks: self.slack_feet(sol),
        })
    }

    /// The key's figure.
    pub(crate) fn view(&self, f: &Fmt) -> Option<FigureView> {
        let classes = pm_classes();
        let samples = self.samples();
        let sol = self.solution.as_ref().ok();
        let g = sol.and_then(SvmSolution::line).map(|h| pm_discriminants(&h));
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: g.as_deref(),
            tests: &[],
            plot: self.plot_box(sol),
            ties_wrong: true,
        };
        let geometry = self.geometry();
        let slack_texts = geometry.iter().flat_map(|g| &g.slacks).map(|s| f.num(&s.xi)).collect();
        let overlay = SvmOverlay {
            fig: self,
            geometry,
            slack_texts,
            lang: f.lang,
            placed: std::cell::OnceCell::new(),
        };
        let title = overlay.title();
        Some(FigureView::new("margins", &title, &fig.svg_with(f, Some(&overlay))?))
    }

    /// The worksheet's figure: the samples only.
    pub(crate) fn data(&self, f: &Fmt) -> Option<FigureView> {
        let classes = pm_classes();
        let xs: Vec<Vec<Number>> = self.xs.to_vec();
        let ys: Vec<usize> = self.ys.iter().map(|&y| index(y)).collect();
        linear::LinearViews {
            classes: &classes,
            xs: &xs,
            ys: &ys,
            ties_wrong: true,
            plot: self.plot,
        }
        .data(f)
    }
}

struct SvmOverlay<'a, 'b> {
    fig: &'a SvmFigure<'b>,
    geometry: Option<SvmGeometry>,
    /// Each slack's ξᵢ as the key writes it.
    slack_texts: Vec<String>,
    lang: crate::i18n::Lang,
    /// The slacks' labels' places, worked out once for the regions' names and the drawing.
    placed: std::cell::OnceCell<Vec<(usize, place::P)>>,
}

impl SvmOverlay<'_, '_> {
    fn slack_text(&self, k: usize) -> String {
        let i = self.geometry.as_ref().map_or(0, |g| g.slacks[k].i);
        svm_words::xi(i, &self.slack_texts[k])
    }

    /// The lines it draws in the plot, and the boundary: the margins and the slacks' segments.
    fn lines(&self, frame: &Frame) -> Vec<(Pt, Pt)> {
        let Some(geo) = &self.geometry else {
            return Vec::new();
        };
        let mut out: Vec<(Pt, Pt)> = geo.margins.iter().flatten().cloned().collect();
        out.extend(
            geo.slacks
                .iter()
                .filter_map(|sl| clip_segment(&frame.b, &sl.from, &sl.to)),
        );
        out
    }

    /// Where each slack's label goes (by the slack's index in the geometry), in hundredths of
    /// a pixel: 18 px under the middle of its segment, or 8 px above it, or beside it, or so at
    /// a quarter or three quarters of the segment, or else the place nearest the middle on a
    /// grid of 17 × 9 px up to 85 px across and 81 px up or down: the first place where the
    /// label is within 12 px of its segment, in the plot, and clear of the boundary, the
    /// margins, every slack's segment and every sample's ring; under the middle when there is
    /// none (where its halo keeps it legible).
    fn slack_labels(&self, frame: &Frame) -> &[(usize, place::P)] {
        self.placed.get_or_init(|| self.place_slack_labels(frame))
    }

    fn place_slack_labels(&self, frame: &Frame) -> Vec<(usize, place::P)> {
        let Some(geo) = &self.geometry else {
            return Vec::new();
        };
        let mut lines = self.lines(frame);
        lines.extend(
            self.fig
                .solution
                .as_ref()
                .ok()
                .and_then(SvmSolution::line)
                .and_then(|h| super::geom::line_in_box(&frame.b, &h)),
        );
        let lines: Vec<(place::P, place::P)> = lines
            .iter()
            .filter_map(|(u, v)| Some((frame.at(u)?, frame.at(v)?)))
            .collect();
        let samples: Vec<place::P> = self.fig.xs.iter().filter_map(|x| frame.at(&plane_pt(x)?)).collect();
        let area = frame.area();
        let mut out = Vec::new();
        for (k, sl) in geo.slacks.iter().enumerate() {
            let Some((a, b)) =
                clip_segment(&frame.b, &sl.from, &sl.to).and_then(|(a, b)| Some((frame.at(&a)?, frame.at(&b)?)))
            else {
                continue;
            };
            let text = self.slack_text(k);
            // half the label's width, and a gap of 6 px
            let beside = i64::try_from(text.chars().count()).unwrap_or(0) * 13 * 55 / 2 + 800;
            // at `q` eighths of the segment, offset by (ox, oy) (y downwards)
            let at = |q: i64, (ox, oy): (i64, i64)| (a.0 + (b.0 - a.0) * q / 8 + ox, a.1 + (b.1 - a.1) * q / 8 + oy);
            // a ring's radius (13 px) from every sample at least
            let clear = |p: &place::P| {
                place::Rect::label(*p, Anchor::Middle, &text, LABEL_SIZE).is_some_and(|lb| {
                    // beside its own segment (within 12 px), so that it reads as its label
                    lb.grown(1200).meets(a, b)
                        && lb.within(&area)
                        && !lines.iter().any(|&(u, v)| lb.meets(u, v))
                        && !samples.iter().any(|&s| lb.grown(1300).overlaps(&place::Rect::point(s)))
                })
            };
            let offsets = [(0, 1800), (0, -800), (beside, 500), (-beside, 500)];
            // then any place within 85 px across and 81 px up or down of the middle, on a grid
            // of 17 × 9 px, nearest first
            let mut grid: Vec<(i64, i64)> = (-5..=5)
                .flat_map(|i| (-9..=9).map(move |j| (1700 * i, 900 * j)))
                .collect();
            grid.sort_by_key(|&(x, y)| x * x + y * y);
            let chosen = [4, 2, 6]
                .into_iter()
                .flat_map(|q| offsets.iter().map(move |&o| (q, o)))
                .chain(grid.into_iter().map(|o| (4, o)))
                .map(|(q, o)| at(q, o))
                .find(clear)
                .unwrap_or_else(|| at(4, (0, 1800)));
            out.push((k, chosen));
        }
        out
    }
}

impl Overlay for SvmOverlay<'_, '_> {
    fn labels(&self, frame: &Frame) -> Vec<place::Rect> {
        self.slack_labels(frame)
            .iter()
            .filter_map(|&(k, at)| place::Rect::label(at, Anchor::Middle, &self.slack_text(k), LABEL_SIZE))
            .collect()
    }

    fn segments(&self, frame: &Frame) -> Vec<(Pt, Pt)> {
        self.lines(frame)
    }

    fn title(&self) -> String {
        svm_words::title(self.lang, self.geometry.is_some())
    }

    fn draw(&self, svg: &mut Svg, frame: &Frame) {
        let Some(geo) = &self.geometry else { return };
        svg.open_group("margins");
        for (k, m) in geo.margins.iter().enumerate() {
            if let Some((p, q)) = m {
                // ω·x + b = 1 borders class 1's side, = −1 class −1's
                let paint = Paint {
                    dash: Some("6 4"),
                    ..Paint::stroke(COLOURS[1 - k], "1.5")
                };
                svg.line(&frame.px(p), &frame.px(q), &paint);
            }
        }
        svg.close_group();
        svg.open_group("slacks");
        for sl in &geo.slacks {
            let Some((a, b)) = clip_segment(&frame.b, &sl.from, &sl.to) else {
                continue;
            };
            svg.line(&frame.px(&a), &frame.px(&b), &Paint::stroke("#000000", "1.5"));
        }
        for &(k, at) in self.slack_labels(frame) {
            svg.label(&place::px(at), Anchor::Middle, LABEL_SIZE, &self.slack_text(k));
        }
        svg.close_group();
        svg.open_group("support-vectors");
        for &i in &geo.circled {
            if let Some(p) = plane_pt(&self.fig.xs[i]).filter(|p| frame.b.contains(p)) {
                svg.circle(&frame.px(&p), &Px::int(13), &Paint::stroke("#000000", "1.5"));
            }
        }
        svg.close_group();
    }

    fn alt(&self, f: &Fmt) -> Vec<String> {
        let sol = match &self.fig.solution {
            Ok(sol) => sol,
            Err(why) => return vec![svm_words::no_line(f.lang, why)],
        };
        let Some(geo) = &self.geometry else {
            return Vec::new();
        };
        let point = |i: usize| svm_words::sample(f.lang, i, &f.point(&self.fig.xs[i]));
        let Some(h) = sol.line() else { return Vec::new() };
        let shifted = |v: i64| Affine {
            a: &h.a - &Number::from(v),
            ..h.clone()
        };
        let mut out = vec![svm_words::margins(
            f.lang,
            &linear::boundary_text(f, &shifted(1)),
            &linear::boundary_text(f, &shifted(-1)),
            &sol.half_margin,
        )];
        let circled: Vec<String> = geo.circled.iter().map(|&i| point(i)).collect();
        out.push(svm_words::support_vectors(f.lang, &circled));
        let slacks: Vec<String> = geo
            .slacks
            .iter()
            .map(|sl| {
                svm_words::slack(
                    f.lang,
                    sl.i,
                    &f.num(&sl.xi),
                    &point(sl.i),
                    &f.point(&[sl.to.x.clone(), sl.to.y.clone()]),
                )
            })
            .collect();
        if !slacks.is_empty() {
            out.push(slacks.join(" "));
        }
        out
    }
}

/// The sentences of the SVM figure (catalogue messages `svm-figure-…`).
mod svm_words {
    use crate::i18n::Lang;
    use crate::num::linear::subscript;

    pub(super) fn title(lang: Lang, solved: bool) -> String {
        if solved {
            lang.t("svm-figure-title")
        } else {
            lang.t("svm-figure-title-no-line")
        }
    }

    pub(super) fn no_line(lang: Lang, why: &str) -> String {
        lang.ta("svm-figure-no-line", &[("why", why.into())])
    }

    pub(super) fn sample(lang: Lang, i: usize, at: &str) -> String {
        lang.ta("svm-figure-sample", &[("n", (i + 1).into()), ("at", at.into())])
    }

    /// The label of a slack's segment: a formula, not translated.
    pub(super) fn xi(i: usize, value: &str) -> String {
        format!("ξ{} = {value}", subscript(i + 1))
    }

    pub(super) fn margins(lang: Lang, plus: &str, minus: &str, half: &str) -> String {
        lang.ta(
            "svm-figure-margins",
            &[("plus", plus.into()), ("minus", minus.into()), ("half", half.into())],
        )
    }

    pub(super) fn support_vectors(lang: Lang, circled: &[String]) -> String {
        if circled.is_empty() {
            lang.t("svm-figure-no-support-vectors")
        } else {
            lang.ta("svm-figure-support-vectors", &[("list", circled.join(", ").into())])
        }
    }

    pub(super) fn slack(lang: Lang, i: usize, xi: &str, sample: &str, foot: &str) -> String {
        lang.ta(
            "svm-figure-slack",
            &[
                ("xi", format!("ξ{} = {xi}", subscript(i + 1)).into()),
                ("sample", sample.into()),
                ("foot", foot.into()),
            ],
        )
    }
}

/// A point's distance to the hyperplane `f(x) = w0 + w1·x1 + w2·x2 = 0`
/// (`geometric-margin`, `figures: [distance]`): the points (by class when labelled, black dots
/// otherwise), the line and its two sides, and for each point its projection on the line and
/// the segment to it labelled with the point's geometric margin.
#[derive(Debug)]
pub(crate) struct DistanceFigure<'a> {
    /// `(w0, w1, w2)`.
    pub(crate) w: &'a [Number],
    /// The points, their labels ±1 if given, and (in the key) their projections and geometric
    /// margins as the key writes them.
    pub(crate) points: &'a [(Vec<Number>, Option<i8>)],
    pub(crate) solution: Option<(&'a [Vec<Number>], Vec<String>)>,
    pub(crate) plot: Option<&'a PlotBox>,
}

/// What a distance figure draws over the linear figure: unlabelled points, and in the key the
/// projections and segments.
struct DistanceOverlay<'a, 'b> {
    fig: &'a DistanceFigure<'b>,
    /// The line `f(x) = 0` (alt text).
    line: String,
    h: Affine,
    lang: crate::i18n::Lang,
    /// The distances' labels' places, worked out once for the regions' names and the drawing.
    placed: std::cell::OnceCell<Vec<Option<(place::P, Anchor)>>>,
}

impl DistanceFigure<'_> {
    fn plot_box(&self) -> Option<PlotBox> {
        if let Some(b) = self.plot {
            return Some(b.clone());
        }
        let mut pts: Vec<Pt> = self.points.iter().filter_map(|(x, _)| plane_pt(x)).collect();
        if let Some((proj, _)) = &self.solution {
            pts.extend(proj.iter().filter_map(|x| plane_pt(x)));
        }
        PlotBox::around(&pts)
    }

    /// The figure (the key's when it has the solution, the worksheet's otherwise).
    pub(crate) fn view(&self, f: &Fmt) -> Option<FigureView> {
        let classes = pm_classes();
        let samples: Vec<(Pt, usize)> = self
            .points
            .iter()
            .filter_map(|(x, y)| Some((plane_pt(x)?, index((*y)?))))
            .collect();
        let h = Affine::of(self.w)?;
        // the worksheet draws the given line only: the sides shaded and the misclassified
        // points ringed would answer the functional margins' signs
        let g = pm_discriminants(&h);
        let fig = LinearFigure {
            classes: &classes,
            samples: &samples,
            weights: self.solution.is_some().then_some(g.as_slice()),
            tests: &[],
            plot: self.plot_box(),
            ties_wrong: true,
        };
        let overlay = DistanceOverlay {
            fig: self,
            line: linear::boundary_text(f, &h),
            h,
            lang: f.lang,
            placed: std::cell::OnceCell::new(),
        };
        let name = if self.solution.is_some() { "distance" } else { "points" };
        Some(FigureView::new(
            name,
            &overlay.title(),
            &fig.svg_with(f, Some(&overlay))?,
        ))
    }
}

impl DistanceOverlay<'_, '_> {
    /// Where each point's distance label goes, when the point is in the plot: beside the
    /// point, towards the middle of the plot (clear of the point's segment, which leaves it
    /// along the normal), or on its other side when the label there would cross a line (the
    /// boundary, a distance's segment) or leave the plot and the other side would not.
    fn distance_labels(&self, frame: &Frame) -> &[Option<(place::P, Anchor)>] {
        self.placed.get_or_init(|| self.place_distance_labels(frame))
    }

    fn place_distance_labels(&self, frame: &Frame) -> Vec<Option<(place::P, Anchor)>> {
        let Some((_, labels)) = &self.fig.solution else {
            return Vec::new();
        };
        let mut lines = self.segments(frame);
        lines.extend(super::geom::line_in_box(&frame.b, &self.h));
        let lines: Vec<(place::P, place::P)> = lines
            .iter()
            .filter_map(|(u, v)| Some((frame.at(u)?, frame.at(v)?)))
            .collect();
        let area = frame.area();
        let centre = (area.x0 + area.x1) / 2;
        self.fig
            .points
            .iter()
            .zip(labels)
            .map(|((x, _), label)| {
                let a = plane_pt(x).filter(|a| frame.b.contains(a))?;
                let a = frame.at(&a)?;
                // 9 px beside the point, the baseline 4 px under its centre
                let side = |anchor: Anchor, dx: i64| ((a.0 + dx, a.1 + 400), anchor);
                let (towards, away) = if a.0 > centre {
                    (side(Anchor::End, -900), side(Anchor::Start, 900))
                } else {
                    (side(Anchor::Start, 900), side(Anchor::End, -900))
                };
                let clear = |&(at, anchor): &(place::P, Anchor)| {
                    place::Rect::label(at, anchor, label, DISTANCE_SIZE).is_some_and(|lb| {
                        area.x0 <= lb.x0 && lb.x1 <= area.x1 && !lines.iter().any(|&(u, v)| lb.meets(u, v))
                    })
                };
                Some(if !clear(&towards) && clear(&away) {
                    away
                } else {
                    towards
                })
            })
            .collect()
    }
}

/// The font size of a distance's label.
const DISTANCE_SIZE: u32 = 12;

impl Overlay for DistanceOverlay<'_, '_> {
    fn labels(&self, frame: &Frame) -> Vec<place::Rect> {
        let Some((_, labels)) = &self.fig.solution else {
            return Vec::new();
        };
        self.distance_labels(frame)
            .iter()
            .zip(labels)
            .filter_map(|(at, label)| {
                let (at, anchor) = (*at)?;
                place::Rect::label(at, anchor, label, DISTANCE_SIZE)
            })
            .collect()
    }

    /// The distances' segments.
    fn segments(&self, frame: &Frame) -> Vec<(Pt, Pt)> {
        let Some((proj, _)) = &self.fig.solution else {
            return Vec::new();
        };
        self.fig
            .points
            .iter()
            .zip(proj.iter())
            .filter_map(|((x, _), p)| clip_segment(&frame.b, &plane_pt(x)?, &plane_pt(p)?))
            .collect()
    }

    /// The unlabelled points and the projections.
    fn occupied(&self) -> Vec<Pt> {
        let mut out: Vec<Pt> = self
            .fig
            .points
            .iter()
            .filter(|(_, y)| y.is_none())
            .filter_map(|(x, _)| plane_pt(x))
            .collect();
        if let Some((proj, _)) = &self.fig.solution {
            out.extend(proj.iter().filter_map(|x| plane_pt(x)));
        }
        out
    }

    fn title(&self) -> String {
        distance_words::title(self.lang, self.fig.solution.is_some())
    }

    fn draw(&self, svg: &mut Svg, frame: &Frame) {
        if self.fig.solution.is_none()
            && let Some((p, q)) = super::geom::line_in_box(&frame.b, &self.h)
        {
            svg.open_group("boundaries");
            svg.line(&frame.px(&p), &frame.px(&q), &Paint::stroke("#000000", "2"));
            svg.close_group();
        }
        if let Some((proj, labels)) = &self.fig.solution {
            svg.open_group("distances");
            let places = self.distance_labels(frame).iter().copied();
            for ((((x, _), p), label), place) in self.fig.points.iter().zip(proj.iter()).zip(labels).zip(places) {
                let (Some(a), Some(b)) = (plane_pt(x), plane_pt(p)) else {
                    continue;
                };
                if let Some((c, d)) = clip_segment(&frame.b, &a, &b) {
                    let paint = Paint {
                        dash: Some("4 3"),
                        ..Paint::stroke("#000000", "1.5")
                    };
                    svg.line(&frame.px(&c), &frame.px(&d), &paint);
                }
                if let Some((at, anchor)) = place {
                    svg.label(&place::px(at), anchor, DISTANCE_SIZE, label);
                }
                if frame.b.contains(&b) {
                    let paint = Paint {
                        fill: Some("#ffffff"),
                        stroke: Some("#000000"),
                        stroke_width: Some("1.5"),
                        ..Paint::default()
                    };
                    svg.circle(&frame.px(&b), &Px::int(4), &paint);
                }
            }
            svg.close_group();
        }
        svg.open_group("points");
        for (x, y) in self.fig.points {
            if let (Some(p), None) = (plane_pt(x), y)
                && frame.b.contains(&p)
            {
                svg.circle(&frame.px(&p), &Px::int(4), &Paint::fill("#000000"));
            }
        }
        svg.close_group();
    }

    fn alt(&self, f: &Fmt) -> Vec<String> {
        let mut out = vec![distance_words::line(f.lang, &self.line, self.fig.solution.is_some())];
        let unlabelled: Vec<String> = self
            .fig
            .points
            .iter()
            .filter(|(_, y)| y.is_none())
            .map(|(x, _)| f.point(x))
            .collect();
        if !unlabelled.is_empty() {
            out.push(distance_words::unlabelled(f.lang, &unlabelled));
        }
        if let Some((proj, labels)) = &self.fig.solution {
            for (i, (((x, _), p), label)) in self.fig.points.iter().zip(proj.iter()).zip(labels).enumerate() {
                out.push(distance_words::distance(f.lang, i, &f.point(x), &f.point(p), label));
            }
        }
        out
    }
}

/// The sentences of the distance figure (catalogue messages `geometric-margin-figure-…`).
mod distance_words {
    use crate::i18n::Lang;
    use crate::num::linear::subscript;

    pub(super) fn title(lang: Lang, solved: bool) -> String {
        if solved {
            lang.t("geometric-margin-figure-title")
        } else {
            lang.t("geometric-margin-figure-title-data")
        }
    }

    pub(super) fn line(lang: Lang, eq: &str, shaded: bool) -> String {
        if shaded {
            lang.ta("geometric-margin-figure-sides", &[("eq", eq.into())])
        } else {
            lang.ta("geometric-margin-figure-line", &[("eq", eq.into())])
        }
    }

    pub(super) fn unlabelled(lang: Lang, points: &[String]) -> String {
        lang.ta(
            "geometric-margin-figure-unlabelled",
            &[("list", points.join(", ").into())],
        )
    }

    /// The label of point `i`'s segment, its geometric margin: a formula, not translated.
    pub(crate) fn label(i: usize, value: &str) -> String {
        format!("r{} = {value}", subscript(i + 1))
    }

    pub(super) fn distance(lang: Lang, i: usize, point: &str, projection: &str, label: &str) -> String {
        lang.ta(
            "geometric-margin-figure-distance",
            &[
                ("n", (i + 1).into()),
                ("at", point.into()),
                ("projection", projection.into()),
                ("label", label.into()),
            ],
        )
    }
}

/// The label of point `i`'s distance segment, `r₁ = 1.2` (the kind gives the value's text).
pub(crate) fn distance_label(i: usize, value: &str) -> String {
    distance_words::label(i, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::{data_uri, inline_svg};

    const F: Fmt = Fmt::TEST;

    fn n(i: i64) -> Number {
        Number::from(i)
    }

    fn q(p: i64, d: i64) -> Number {
        Number::ratio(p, d).unwrap()
    }

    fn v(x: &[(i64, i64)]) -> Vec<Vec<Number>> {
        x.iter().map(|&(a, b)| vec![n(a), n(b)]).collect()
    }

    /// exercises/svm/soft-margin-plane.yaml, solved by hand from the KKT conditions (see its
    /// comments): ω = (3/4, −1/4), b = −1, α = (3/16, 1, 0, 3/16, 1), C = 2.
    /// Samples, labels, ω, b and α.
    type Solved = (Vec<Vec<Number>>, Vec<i8>, Vec<Number>, Number, Vec<Number>);

    fn soft() -> Solved {
        (
            v(&[(0, 0), (1, 3), (4, 1), (4, 4), (1, 2)]),
            vec![-1, -1, 1, 1, 1],
            vec![q(3, 4), q(-1, 4)],
            n(-1),
            vec![q(3, 16), n(1), n(0), q(3, 16), n(1)],
        )
    }

    #[test]
    fn the_soft_margin_figure_circles_the_solutions_support_vectors_and_draws_the_slack() {
        let (xs, ys, omega, b, alphas) = soft();
        let fig = SvmFigure {
            xs: &xs,
            ys: &ys,
            solution: Ok(SvmSolution {
                omega: &omega,
                b: &b,
                alphas: &alphas,
                half_margin: "2√10/5".into(),
            }),
            plot: None,
        };
        let geo = fig.geometry().unwrap();
        // α > 0 for samples 1, 2, 4, 5 (not 3, beyond the margin)
        assert_eq!(geo.circled, vec![0, 1, 3, 4]);
        // the box: samples in [0, 4]², span 4, margin 2/5, widened to [−1, 5]²;
        // ω·x + b = 1 is x₂ = 3x₁ − 8: (7/3, −1) to (13/3, 5);
        // ω·x + b = −1 is x₂ = 3x₁: (−1/3, −1) to (5/3, 5)
        assert_eq!(geo.margins[0], Some((Pt::new(q(7, 3), n(-1)), Pt::new(q(13, 3), n(5)))));
        assert_eq!(geo.margins[1], Some((Pt::new(q(-1, 3), n(-1)), Pt::new(q(5, 3), n(5)))));
        // both margin lines at distance 1/‖ω‖ from ω·x + b = 0: |±1|/‖ω‖ with ‖ω‖² = 5/8
        for (k, m) in geo.margins.iter().enumerate() {
            let (p, _) = m.clone().unwrap();
            let f = &(&(&q(3, 4) * &p.x) + &(&q(-1, 4) * &p.y)) + &b;
            assert_eq!(f, if k == 0 { n(1) } else { n(-1) });
        }
        // sample 5 (1, 2), y = 1: f = −3/4, ξ = 7/4; its foot on ω·x + b = 1 is
        // (1, 2) + ((1 + 3/4)/(5/8))·(3/4, −1/4) = (1, 2) + 14/5·(3/4, −1/4) = (31/10, 13/10)
        assert_eq!(
            geo.slacks,
            vec![Slack {
                i: 4,
                xi: q(7, 4),
                from: Pt::new(n(1), n(2)),
                to: Pt::new(q(31, 10), q(13, 10)),
            }]
        );
        let view = fig.view(&F).unwrap();
        let svg = inline_svg(&view.uri).expect("in the writer's grammar");
        assert_eq!(fig.view(&F).unwrap(), view, "deterministic");
        assert_eq!(svg.matches("r=\"13.00\"").count(), 4, "four support vectors circled");
        assert!(svg.contains("Support vectors (circled, αᵢ &gt; 0): sample 1 at (0, 0), sample 2 at (1, 3), sample 4 at (4, 4), sample 5 at (1, 2)."), "{svg}");
        assert!(svg.contains("that is −2 + 0.75x₁ − 0.25x₂ = 0 (vermilion"), "{svg}");
        assert!(svg.contains("that is 0.75x₁ − 0.25x₂ = 0 (blue"), "{svg}");
        assert!(svg.contains("Slack ξ₅ = 1.75 of sample 5 at (1, 2)"), "{svg}");
        assert!(svg.contains(">ξ₅ = 1.75</text>"), "{svg}");
        assert!(svg.contains("Misclassified (dashed ring): (1, 2)."), "{svg}");
        assert_eq!(data_uri(&svg), view.uri);
        // the figure's own sentences come from the catalogue: Italian with `lang: it`
        let it = Fmt {
            lang: crate::i18n::Lang::It,
            ..F
        };
        let svg = inline_svg(&fig.view(&it).unwrap().uri).unwrap();
        assert!(
            svg.contains("<title>SVM: retta di separazione, margini e vettori di supporto</title>"),
            "{svg}"
        );
        assert!(svg.contains("Allentamento ξ₅ = 1.75 del campione 5 in (1, 2)"), "{svg}");
    }

    #[test]
    fn without_a_line_the_figure_says_why_and_draws_the_samples() {
        let (xs, ys, ..) = soft();
        let fig = SvmFigure {
            xs: &xs,
            ys: &ys,
            solution: Err("b is not unique".into()),
            plot: None,
        };
        assert_eq!(fig.geometry(), None);
        let svg = inline_svg(&fig.view(&F).unwrap().uri).unwrap();
        assert!(svg.contains("No separating line is drawn: b is not unique."), "{svg}");
        assert!(!svg.contains("class=\"regions\""), "{svg}");
    }

    #[test]
    fn a_segment_is_clipped_to_the_box_exactly() {
        let b = PlotBox {
            x0: n(0),
            x1: n(2),
            y0: n(0),
            y1: n(2),
        };
        let (p, r) = (Pt::new(n(-1), n(0)), Pt::new(n(3), n(2)));
        // y = (x + 1)/2 enters at (0, 1/2) and leaves at (2, 3/2)
        assert_eq!(
            clip_segment(&b, &p, &r),
            Some((Pt::new(n(0), q(1, 2)), Pt::new(n(2), q(3, 2))))
        );
        assert_eq!(clip_segment(&b, &Pt::new(n(3), n(0)), &Pt::new(n(4), n(4))), None);
        let inside = (Pt::new(n(1), n(1)), Pt::new(q(3, 2), n(1)));
        assert_eq!(clip_segment(&b, &inside.0, &inside.1), Some(inside));
        // the foot of (0, 0) on x + y = 2 is (1, 1)
        let h = Affine {
            a: n(0),
            b: n(1),
            c: n(1),
        };
        assert_eq!(foot(&h, &n(2), &Pt::new(n(0), n(0))), Some(Pt::new(n(1), n(1))));
    }

    #[test]
    fn the_distance_figure_draws_each_projection_where_the_key_puts_it() {
        // exercises/geometric-margin/three-four-five.yaml: f(x) = −5 + 3x₁ + 4x₂, ‖w‖ = 5;
        // by hand x − f(x)/25·(3, 4): (3, 4) → (0.6, 0.8) (r = 4), (0, 0) → (0.6, 0.8) (r = −1),
        // (1, 2) → (0.28, 1.04) (r = 1.2)
        let w = [n(-5), n(3), n(4)];
        let points: Vec<(Vec<Number>, Option<i8>)> =
            v(&[(3, 4), (0, 0), (1, 2)]).into_iter().map(|x| (x, None)).collect();
        let proj = vec![
            vec![q(3, 5), q(4, 5)],
            vec![q(3, 5), q(4, 5)],
            vec![q(7, 25), q(26, 25)],
        ];
        let labels = vec!["r₁ = 4".to_string(), "r₂ = −1".into(), "r₃ = 1.2".into()];
        let fig = DistanceFigure {
            w: &w,
            points: &points,
            solution: Some((&proj, labels)),
            plot: None,
        };
        let view = fig.view(&F).unwrap();
        let svg = inline_svg(&view.uri).expect("in the writer's grammar");
        // the box: x in [0, 3], y in [0, 4], margin 2/5 → [−1, 4] × [−1, 5]: 60 px per unit
        // across, 50 up; (0.6, 0.8) → (44 + 1.6·60, 10 + 4.2·50) = (140, 220),
        // (0.28, 1.04) → (44 + 1.28·60, 10 + 3.96·50) = (120.8, 208)
        assert!(
            svg.contains("<circle cx=\"140.00\" cy=\"220.00\" r=\"4.00\" fill=\"#ffffff\""),
            "{svg}"
        );
        assert!(
            svg.contains("<circle cx=\"120.80\" cy=\"208.00\" r=\"4.00\" fill=\"#ffffff\""),
            "{svg}"
        );
        // the dashed segment from (3, 4) = (284, 60) px to its foot
        assert!(
            svg.contains("<line x1=\"284.00\" y1=\"60.00\" x2=\"140.00\" y2=\"220.00\""),
            "{svg}"
        );
        assert!(
            svg.contains("The hyperplane f(x) = 0 is the line −5 + 3x₁ + 4x₂ = 0;"),
            "{svg}"
        );
        assert!(
            svg.contains("Point 3 at (1, 2): its projection on the line is (0.28, 1.04)"),
            "{svg}"
        );
        assert!(svg.contains(">r₃ = 1.2</text>"), "{svg}");
        assert_eq!(fig.view(&F).unwrap(), view, "deterministic");
        // the worksheet: the line and the points, no projections, no shaded sides
        let sheet = DistanceFigure { solution: None, ..fig };
        let svg = inline_svg(&sheet.view(&F).unwrap().uri).unwrap();
        assert!(
            !svg.contains("#ffffff\" stroke") && !svg.contains("class=\"regions\""),
            "{svg}"
        );
        assert!(svg.contains("class=\"boundaries\""), "{svg}");
    }
}
