//! Figures of multiclass schemes built from binary linear classifiers (`multiclass-scheme`,
//! `figures: [regions]`): the plane cut by every classifier's line `fᵢ(x) = 0` into exact convex
//! cells (each one clipped from the plot box, [`geom::clip`]), in each cell the class the scheme
//! predicts, and the ambiguous cells shaded grey:
//!
//! * one-vs-rest: the regions are those of the largest functional margin (a linear figure,
//!   [`super::linear`]); a cell where not exactly one classifier is positive is ambiguous for
//!   the sign rule (mlex's largest margin decides there);
//! * all-pairs: each cell has fixed votes; its winner's colour fills it, and a cell where
//!   classes tie on votes is ambiguous (the first tied class wins).

use super::geom::{self, Affine, PlotBox, Pt};
use super::linear::{Frame, LinearFigure, Overlay, nudge};
use super::style::{COLOURS, Marker, colour_name};
use super::svg::{Anchor, Paint, Svg};
use super::{FigureView, linear};
use crate::num::Number;
use crate::present::Fmt;

/// Most classes a scheme figure draws (all-pairs: 15 lines, at most 121 cells).
pub(crate) const MAX_FIGURE_CLASSES: usize = 6;

/// One binary classifier: `f ≥ 0` says `first` (one-vs-rest: its class against the rest),
/// `f < 0` says `second` (all-pairs only).
#[derive(Clone, Debug)]
pub(crate) struct Binary {
    pub(crate) first: usize,
    pub(crate) second: Option<usize>,
    pub(crate) f: Affine,
}

/// A cell of the arrangement of the classifiers' lines: a convex polygon with area, and for
/// each classifier whether `f ≥ 0` there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    pub(crate) poly: Vec<Pt>,
    pub(crate) positive: Vec<bool>,
}

/// The cells of the box cut by every line `f = 0`, exact (each side clipped separately).
pub(crate) fn cells(b: &PlotBox, fs: &[Affine]) -> Vec<Cell> {
    let mut out = vec![Cell {
        poly: b.polygon(),
        positive: Vec::new(),
    }];
    for f in fs {
        let neg = Affine {
            a: -&f.a,
            b: -&f.b,
            c: -&f.c,
        };
        out = out
            .into_iter()
            .flat_map(|c| {
                [(true, f), (false, &neg)].into_iter().filter_map(move |(sign, h)| {
                    let poly = geom::clip(&c.poly, h);
                    geom::has_area(&poly).then(|| {
                        let mut positive = c.positive.clone();
                        positive.push(sign);
                        Cell { poly, positive }
                    })
                })
            })
            .collect();
    }
    out
}

/// What a cell predicts: the class, and whether the cell is ambiguous.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// One class (all-pairs: the unique most voted).
    Class(usize),
    /// All-pairs: a tie on votes; the first tied class wins.
    Tie(Vec<usize>),
    /// One-vs-rest: no classifier positive, or several (the largest margin decides).
    Unclaimed(usize),
}

/// The scheme's prediction in a cell.
pub(crate) fn outcome(classifiers: &[Binary], classes: usize, cell: &Cell, all_pairs: bool) -> Outcome {
    if all_pairs {
        let mut votes = vec![0usize; classes];
        for (b, &pos) in classifiers.iter().zip(&cell.positive) {
            let c = if pos { b.first } else { b.second.unwrap_or(b.first) };
            votes[c] += 1;
        }
        let max = votes.iter().copied().max().unwrap_or(0);
        let tied: Vec<usize> = (0..classes).filter(|&c| votes[c] == max).collect();
        match tied.as_slice() {
            [one] => Outcome::Class(*one),
            _ => Outcome::Tie(tied),
        }
    } else {
        let claimed: Vec<usize> = classifiers
            .iter()
            .zip(&cell.positive)
            .filter(|(_, pos)| **pos)
            .map(|(b, _)| b.first)
            .collect();
        match claimed.as_slice() {
            [one] => Outcome::Class(*one),
            _ => Outcome::Unclaimed(claimed.len()),
        }
    }
}

/// A multiclass scheme's figure, from the kept solve's predictions at the points.
#[derive(Debug)]
pub(crate) struct SchemeFigure<'a> {
    pub(crate) classes: &'a [String],
    pub(crate) classifiers: Vec<Binary>,
    pub(crate) all_pairs: bool,
    /// The points and the class the solve predicted for each.
    pub(crate) points: &'a [(Pt, usize)],
    pub(crate) plot: Option<&'a PlotBox>,
    /// Each classifier's line as the key writes it, and its name (`f₁`, `f[1-2]`).
    pub(crate) names: Vec<String>,
}

impl SchemeFigure<'_> {
    fn plot_box(&self) -> Option<PlotBox> {
        if let Some(b) = self.plot {
            return Some(b.clone());
        }
        let mut pts: Vec<Pt> = self.points.iter().map(|(p, _)| p.clone()).collect();
        pts.push(Pt::new(Number::zero(), Number::zero()));
        PlotBox::around(&pts)
    }

    /// The cells and their outcomes.
    pub(crate) fn cells(&self) -> Option<Vec<(Cell, Outcome)>> {
        let b = self.plot_box()?;
        let fs: Vec<Affine> = self.classifiers.iter().map(|c| c.f.clone()).collect();
        Some(
            cells(&b, &fs)
                .into_iter()
                .map(|c| {
                    let o = outcome(&self.classifiers, self.classes.len(), &c, self.all_pairs);
                    (c, o)
                })
                .collect(),
        )
    }

    /// The key's figure.
    pub(crate) fn view(&self, f: &Fmt) -> Option<FigureView> {
        let cells = self.cells()?;
        let g: Vec<Affine> = self.classifiers.iter().map(|c| c.f.clone()).collect();
        let tests: Vec<Pt> = self.points.iter().map(|(p, _)| p.clone()).collect();
        // one-vs-rest: the regions of the largest margin are a linear figure's, and its test
        // points are labelled by the same argmax (ties to the first class) as the solve's
        let fig = LinearFigure {
            classes: self.classes,
            samples: &[],
            weights: (!self.all_pairs).then_some(g.as_slice()),
            tests: if self.all_pairs { &[] } else { &tests },
            plot: self.plot_box(),
            ties_wrong: false,
        };
        let lines: Vec<String> = self
            .classifiers
            .iter()
            .map(|c| linear::boundary_text(f, &c.f))
            .collect();
        let overlay = SchemeOverlay {
            fig: self,
            cells,
            lines,
            lang: f.lang,
        };
        Some(FigureView::new(
            "regions",
            &overlay.title(),
            &fig.svg_with(f, Some(&overlay))?,
        ))
    }
}

struct SchemeOverlay<'a, 'b> {
    fig: &'a SchemeFigure<'b>,
    cells: Vec<(Cell, Outcome)>,
    lines: Vec<String>,
    lang: crate::i18n::Lang,
}

const GREY: &str = "#555555";

/// Hatching of a convex polygon: lines at 45° on the page every 10 pixels, each clipped to the
/// polygon exactly (the part of `h = 0` in it is the edge that clipping by `h ≥ 0` leaves on
/// the line).
fn hatch(frame: &Frame, poly: &[Pt]) -> Vec<(Pt, Pt)> {
    let b = &frame.b;
    // pixels right of the left edge minus pixels above the bottom edge: (x − x0)·sx − (y − y0)·sy
    let base = Affine {
        a: &(&b.y0 * &frame.sy) - &(&b.x0 * &frame.sx),
        b: frame.sx.clone(),
        c: -&frame.sy,
    };
    let side = super::linear::SIDE;
    (-side / 10..=side / 10)
        .filter_map(|k| {
            let h = Affine {
                a: &base.a - &Number::from(10 * k),
                ..base.clone()
            };
            geom::on_line_extremes(&geom::clip(poly, &h), &h)
        })
        .collect()
}

impl Overlay for SchemeOverlay<'_, '_> {
    fn title(&self) -> String {
        scheme_words::title(self.lang, self.fig.all_pairs)
    }

    fn occupied(&self) -> Vec<Pt> {
        self.fig.points.iter().map(|(p, _)| p.clone()).collect()
    }

    /// The classifiers' lines.
    fn segments(&self, frame: &Frame) -> Vec<(Pt, Pt)> {
        self.fig
            .classifiers
            .iter()
            .filter_map(|c| geom::line_in_box(&frame.b, &c.f))
            .collect()
    }

    fn draw(&self, svg: &mut Svg, frame: &Frame) {
        svg.open_group("cells");
        for (cell, o) in &self.cells {
            let pts: Vec<_> = cell.poly.iter().map(|p| frame.px(p)).collect();
            if self.fig.all_pairs {
                let winner = match o {
                    Outcome::Class(c) => Some(*c),
                    Outcome::Tie(t) => t.first().copied(),
                    Outcome::Unclaimed(_) => None,
                };
                if let Some(c) = winner {
                    let paint = Paint {
                        fill: Some(COLOURS[c % COLOURS.len()]),
                        fill_opacity: Some("0.18"),
                        ..Paint::default()
                    };
                    svg.polygon(&pts, &paint);
                }
            }
            if !matches!(o, Outcome::Class(_)) {
                for (p, q) in hatch(frame, &cell.poly) {
                    svg.line(&frame.px(&p), &frame.px(&q), &Paint::stroke(GREY, "1"));
                }
            }
        }
        svg.close_group();
        svg.open_group("classifiers");
        for c in &self.fig.classifiers {
            if let Some((p, q)) = geom::line_in_box(&frame.b, &c.f) {
                let paint = Paint {
                    dash: Some("5 3"),
                    ..Paint::stroke("#000000", "1")
                };
                svg.line(&frame.px(&p), &frame.px(&q), &paint);
            }
        }
        svg.close_group();
        if self.fig.all_pairs {
            svg.open_group("tests");
            for (p, c) in self.fig.points {
                if !frame.b.contains(p) {
                    continue;
                }
                let (x, y) = frame.px(p);
                Marker::Test.draw(svg, &(x.clone(), y.clone()), "#000000");
                let at = frame.px(&Pt::new(&p.x + &nudge(&frame.sx, 8), p.y.clone()));
                svg.text(&(at.0, y), Anchor::Start, 12, &format!("→ {}", self.fig.classes[*c]));
            }
            svg.close_group();
        }
    }

    fn alt(&self, f: &Fmt) -> Vec<String> {
        let mut out: Vec<String> = self
            .fig
            .classifiers
            .iter()
            .zip(&self.lines)
            .zip(&self.fig.names)
            .map(|((c, line), name)| {
                let first = &self.fig.classes[c.first];
                match c.second {
                    None => scheme_words::rest_line(f.lang, name, line, first),
                    Some(s) => scheme_words::pair_line(f.lang, name, line, first, &self.fig.classes[s]),
                }
            })
            .collect();
        let ambiguous = self
            .cells
            .iter()
            .filter(|(_, o)| !matches!(o, Outcome::Class(_)))
            .count();
        out.push(scheme_words::ambiguous(f.lang, self.fig.all_pairs, ambiguous));
        if self.fig.all_pairs {
            for (c, name) in self.fig.classes.iter().enumerate() {
                let won = self.cells.iter().filter(|(_, o)| *o == Outcome::Class(c)).count();
                if won > 0 {
                    out.push(scheme_words::class_cells(f.lang, name, colour_name(c), won));
                }
            }
            for (p, c) in self.fig.points {
                out.push(scheme_words::point(
                    f.lang,
                    &f.point(&[p.x.clone(), p.y.clone()]),
                    &self.fig.classes[*c],
                ));
            }
        }
        out
    }
}

/// The sentences of the scheme figure (catalogue messages `multiclass-scheme-figure-…`).
mod scheme_words {
    use crate::i18n::Lang;

    pub(super) fn title(lang: Lang, all_pairs: bool) -> String {
        if all_pairs {
            lang.t("multiclass-scheme-figure-title-pairs")
        } else {
            lang.t("multiclass-scheme-figure-title-rest")
        }
    }

    pub(super) fn rest_line(lang: Lang, name: &str, line: &str, class: &str) -> String {
        lang.ta(
            "multiclass-scheme-figure-rest-line",
            &[("name", name.into()), ("line", line.into()), ("class", class.into())],
        )
    }

    pub(super) fn pair_line(lang: Lang, name: &str, line: &str, first: &str, second: &str) -> String {
        lang.ta(
            "multiclass-scheme-figure-pair-line",
            &[
                ("name", name.into()),
                ("line", line.into()),
                ("first", first.into()),
                ("second", second.into()),
            ],
        )
    }

    pub(super) fn ambiguous(lang: Lang, all_pairs: bool, cells: usize) -> String {
        match (all_pairs, cells) {
            (true, 0) => lang.t("multiclass-scheme-figure-no-tie"),
            (true, n) => lang.ta("multiclass-scheme-figure-ties", &[("n", n.into())]),
            (false, 0) => lang.t("multiclass-scheme-figure-all-claimed"),
            (false, n) => lang.ta("multiclass-scheme-figure-unclaimed", &[("n", n.into())]),
        }
    }

    pub(super) fn class_cells(lang: Lang, class: &str, colour: &str, cells: usize) -> String {
        lang.ta(
            "multiclass-scheme-figure-class-cells",
            &[("class", class.into()), ("colour", colour.into()), ("n", cells.into())],
        )
    }

    pub(super) fn point(lang: Lang, at: &str, class: &str) -> String {
        lang.ta(
            "multiclass-scheme-figure-point",
            &[("at", at.into()), ("class", class.into())],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::embed::inline_svg;

    const F: Fmt = Fmt::TEST;

    fn n(i: i64) -> Number {
        Number::from(i)
    }

    fn aff(a: i64, b: i64, c: i64) -> Affine {
        Affine {
            a: n(a),
            b: n(b),
            c: n(c),
        }
    }

    fn classes() -> Vec<String> {
        ["1", "2", "3"].map(String::from).to_vec()
    }

    #[test]
    fn one_vs_rest_leaves_four_of_seven_cells_to_the_largest_margin() {
        // exercises/multiclass-scheme/one-vs-rest.yaml: f1 = x1, f2 = x2, f3 = 1 − x1 − x2.
        // By hand, the sign patterns (f1, f2, f3) present: + + + (the triangle (0,0), (1,0),
        // (0,1)), + + −, + − +, − + + have 3 or 2 positive: ambiguous; + − − (class 1),
        // − + − (class 2), − − + (class 3) have one; − − − is empty (x1, x2 < 0 and x1 + x2 > 1).
        let points = [(Pt::new(n(2), n(1)), 0), (Pt::new(n(0), n(3)), 1)];
        let names = classes();
        let fig = SchemeFigure {
            classes: &names,
            classifiers: vec![
                Binary {
                    first: 0,
                    second: None,
                    f: aff(0, 1, 0),
                },
                Binary {
                    first: 1,
                    second: None,
                    f: aff(0, 0, 1),
                },
                Binary {
                    first: 2,
                    second: None,
                    f: aff(1, -1, -1),
                },
            ],
            all_pairs: false,
            points: &points,
            plot: None,
            names: vec!["f₁".into(), "f₂".into(), "f₃".into()],
        };
        let cells = fig.cells().unwrap();
        assert_eq!(cells.len(), 7);
        let ambiguous: Vec<&Cell> = cells
            .iter()
            .filter(|(_, o)| matches!(o, Outcome::Unclaimed(_)))
            .map(|(c, _)| c)
            .collect();
        assert_eq!(ambiguous.len(), 4);
        let all = cells.iter().find(|(c, _)| c.positive == [true, true, true]).unwrap();
        assert_eq!(geom::twice_area(&all.0.poly), n(1), "the triangle of area 1/2");
        // the cells tile the box [−1, 3] × [−1, 4] (the points and the origin, margin 3/10)
        let total: Number = cells.iter().map(|(c, _)| geom::twice_area(&c.poly)).sum();
        assert_eq!(total, n(2 * 4 * 5));
        let svg = inline_svg(&fig.view(&F).unwrap().uri).expect("in the writer's grammar");
        assert!(
            svg.contains("Hatched grey (4 parts): no classifier or several are positive"),
            "{svg}"
        );
        assert!(
            svg.contains("Classifier f₃ (dashed): 1 − x₁ − x₂ = 0, positive on the side of class 3."),
            "{svg}"
        );
    }

    #[test]
    fn an_all_pairs_cycle_is_a_tie_in_its_triangle() {
        // f12 = x1 (1 over 2 where x1 ≥ 0), f13 = x1 + x2 − 1 (1 over 3 where ≥ 0), f23 = x2
        // (2 over 3 where x2 ≥ 0): in the triangle (0,0), (1,0), (0,1), 1 beats 2, 2 beats 3 and
        // 3 beats 1: one vote each, a tie. Elsewhere one class has two votes.
        let points = [(Pt::new(n(2), n(2)), 0), (Pt::new(n(-1), n(-1)), 2)];
        let names = classes();
        let fig = SchemeFigure {
            classes: &names,
            classifiers: vec![
                Binary {
                    first: 0,
                    second: Some(1),
                    f: aff(0, 1, 0),
                },
                Binary {
                    first: 0,
                    second: Some(2),
                    f: aff(-1, 1, 1),
                },
                Binary {
                    first: 1,
                    second: Some(2),
                    f: aff(0, 0, 1),
                },
            ],
            all_pairs: true,
            points: &points,
            plot: None,
            names: vec!["f[1-2]".into(), "f[1-3]".into(), "f[2-3]".into()],
        };
        let cells = fig.cells().unwrap();
        let ties: Vec<&(Cell, Outcome)> = cells.iter().filter(|(_, o)| matches!(o, Outcome::Tie(_))).collect();
        assert_eq!(ties.len(), 1);
        assert_eq!(ties[0].1, Outcome::Tie(vec![0, 1, 2]));
        let mut corners = ties[0].0.poly.clone();
        corners.sort_by(|p, q| crate::num::cmp(&p.x, &q.x).then(crate::num::cmp(&p.y, &q.y)));
        assert_eq!(
            corners,
            vec![Pt::new(n(0), n(0)), Pt::new(n(0), n(1)), Pt::new(n(1), n(0))]
        );
        // the box [−2, 3]² (points (2, 2), (−1, −1) and the origin, margin 3/10)
        let total: Number = cells.iter().map(|(c, _)| geom::twice_area(&c.poly)).sum();
        assert_eq!(total, n(2 * 25));
        let svg = inline_svg(&fig.view(&F).unwrap().uri).expect("in the writer's grammar");
        assert!(svg.contains("Hatched grey (1 part): classes tie on votes"), "{svg}");
        assert!(
            svg.contains("Point (−1, −1) (black cross) is predicted class 3."),
            "{svg}"
        );
    }
}
