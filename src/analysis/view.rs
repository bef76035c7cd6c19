//! The analysis shown: the `report.md` template's context (every figure formatted here, the
//! template only lays it out), the histogram of totals as an SVG figure, the page in Markdown
//! or HTML (the worksheets' page frame), JSON and CSV.

use serde::Serialize;
use serde_json::{Value as J, json};

use super::{Analysis, Flag, ItemStats, PartStats};
use crate::figure::style::COLOURS;
use crate::figure::svg::{Anchor, Paint, Px, Svg};
use crate::num::Number;
use crate::present::{cell, inline_text};
use crate::render::Renderer;

/// A share as a percentage with 2 decimals, as Moodle's statistics show them.
fn pct_f(x: Option<f64>) -> String {
    x.map_or_else(|| "—".into(), |x| format!("{:.2}%", x * 100.0))
}

fn pct(x: Option<&Number>) -> String {
    x.map_or_else(|| "—".into(), |x| format!("{}%", (x * &Number::from(100)).round_to(2)))
}

fn dec(x: Option<f64>) -> String {
    x.map_or_else(|| "—".into(), |x| format!("{x:.2}"))
}

/// An exact number with at most 2 decimals, no trailing zeros.
fn short(x: &Number) -> String {
    crate::exam::short(x)
}

fn share(count: usize, of: usize) -> String {
    if of == 0 {
        return "—".into();
    }
    format!("{:.1}%", count as f64 * 100.0 / of as f64)
}

/// Free text in a table cell.
fn text(s: &str) -> String {
    cell(&inline_text(s))
}

fn flag(f: Option<Flag>) -> Option<&'static str> {
    match f {
        Some(Flag::Negative) => Some("negative"),
        Some(Flag::Low) => Some("low"),
        None => None,
    }
}

/// The template's context: every figure already formatted, the template only lays them out.
#[derive(Serialize)]
pub struct Context {
    lang: &'static str,
    title: String,
    seed: Option<u64>,
    /// The Moodle Responses report read (`--moodle`), as inline text; none for answers files.
    moodle: Option<String>,
    exam: ExamView,
    /// Whether any question had variants drawn (else the page says there are none to compare).
    has_variants: bool,
    left_out: Vec<LeftOutView>,
    questions: Vec<QuestionView>,
}

#[derive(Serialize)]
struct ExamView {
    submissions: usize,
    total: String,
    mean: String,
    median: String,
    sd: String,
    alpha: String,
    kr20: Option<String>,
    figure: Option<String>,
}

#[derive(Serialize)]
struct LeftOutView {
    file: String,
    reason: String,
}

#[derive(Serialize)]
struct ItemView {
    name: String,
    max: String,
    facility: String,
    sd: String,
    discrimination: String,
    upper_lower: String,
    flag: Option<&'static str>,
}

#[derive(Serialize)]
struct MistakeView {
    id: &'static str,
    name: String,
    hint: String,
    /// How many other texts the hint had (other numbers of other variants).
    more: usize,
    count: usize,
    share: String,
    example: Option<String>,
}

#[derive(Serialize)]
struct CountedView {
    count: usize,
    share: String,
    example: Option<String>,
}

#[derive(Serialize)]
struct OptionView {
    option: String,
    count: usize,
    share: String,
    right: usize,
    mistake: Option<String>,
}

#[derive(Serialize)]
struct PartView {
    item: ItemView,
    right: usize,
    right_share: String,
    missing: usize,
    missing_share: String,
    mistakes: Vec<MistakeView>,
    carried: CountedView,
    unmodelled: CountedView,
    options: Vec<OptionView>,
}

#[derive(Serialize)]
struct FlaggedView {
    variant: u64,
    n: usize,
    facility: String,
    low: String,
    high: String,
    harder: bool,
    parameters: Option<String>,
}

#[derive(Serialize)]
struct VariantsView {
    count: usize,
    min: String,
    max: String,
    flagged: Vec<FlaggedView>,
}

#[derive(Serialize)]
struct QuestionView {
    n: usize,
    title: Option<String>,
    item: ItemView,
    parts: Vec<PartView>,
    variants: VariantsView,
}

fn item(i: &ItemStats) -> ItemView {
    ItemView {
        name: text(&i.name),
        max: short(&i.max),
        facility: pct(i.facility.as_ref()),
        sd: pct_f(i.sd),
        discrimination: pct_f(i.discrimination),
        upper_lower: pct(i.upper_lower.as_ref()),
        flag: flag(i.flag),
    }
}

/// A part's statistics, named as a student reads the part (`error rate`, `tasso d'errore`).
fn part(p: &PartStats, n: usize, lang: crate::i18n::Lang) -> PartView {
    let example = |e: &Option<String>| e.as_deref().map(text);
    let counted = |c: &super::Counted| CountedView {
        count: c.count,
        share: share(c.count, n),
        example: example(&c.example),
    };
    PartView {
        item: ItemView {
            name: text(&crate::i18n::part_label(lang, &p.item.name)),
            ..item(&p.item)
        },
        right: p.right,
        right_share: share(p.right, n),
        missing: p.missing,
        missing_share: share(p.missing, n),
        mistakes: p
            .mistakes
            .iter()
            .map(|m| MistakeView {
                id: m.id,
                name: text(&m.name),
                hint: m.hints.first().map(|h| text(h)).unwrap_or_default(),
                more: m.hints.len().saturating_sub(1),
                count: m.count,
                share: share(m.count, n),
                example: example(&m.example),
            })
            .collect(),
        carried: counted(&p.carried),
        unmodelled: counted(&p.unmodelled),
        options: p
            .options
            .iter()
            .map(|o| OptionView {
                option: text(&o.option),
                count: o.count,
                share: share(o.count, n),
                right: o.right,
                mistake: o.mistake.as_ref().map(|m| text(&m.name)),
            })
            .collect(),
    }
}

/// The histogram of totals as an SVG figure (the figures' writer and palette).
pub fn histogram_svg(a: &Analysis) -> Option<String> {
    let bins = &a.histogram;
    if bins.is_empty() || a.submissions == 0 {
        return None;
    }
    let lang = a.lang;
    // drawn 420 px wide with 14–15 px text: on a 390 px phone it is shown about 350 px wide,
    // the text at 12 px or more (at 640 px wide with 11 px text it was 6 px there)
    let (w, h) = (420i64, 240i64);
    let (left, right, top, bottom) = (40i64, 10i64, 26i64, 48i64);
    let plot_w = w - left - right;
    let plot_h = h - top - bottom;
    let most = bins.iter().map(|b| b.count).max().unwrap_or(0).max(1);
    let desc_bins: Vec<String> = bins
        .iter()
        .map(|b| format!("{}–{}: {}", short(&b.from), short(&b.to), b.count))
        .collect();
    let mut svg = Svg::new(
        w as u32,
        h as u32,
        &lang.t("report-histogram-title"),
        &lang.ta(
            "report-histogram-desc",
            &[("n", a.submissions.into()), ("bins", desc_bins.join("; ").into())],
        ),
    );
    let px = |n: Number| Px::of(&n);
    let x_of = |k: usize| Number::from(left) + &(&Number::from(plot_w * k as i64) / &nz(bins.len()));
    let y_of = |c: usize| Number::from(top + plot_h) - &(&Number::from(plot_h * c as i64) / &nz(most));
    svg.open_group("bars");
    for (k, b) in bins.iter().enumerate() {
        if b.count == 0 {
            continue;
        }
        bar(&mut svg, &x_of(k), &x_of(k + 1), &y_of(b.count), top + plot_h, b.count);
    }
    svg.close_group();
    svg.open_group("axes");
    let axis = Paint::stroke("#000000", "1");
    let base = Px::int(top + plot_h);
    svg.line(
        &(Px::int(left), base.clone()),
        &(Px::int(left + plot_w), base.clone()),
        &axis,
    );
    svg.line(&(Px::int(left), Px::int(top)), &(Px::int(left), base), &axis);
    // a label at every edge when there are few, else every other one
    let step = if bins.len() > 12 { 2 } else { 1 };
    for k in (0..=bins.len()).step_by(step) {
        let edge = if k == bins.len() {
            &bins[k - 1].to
        } else {
            &bins[k].from
        };
        svg.text(
            &(px(x_of(k)), Px::int(top + plot_h + 18)),
            Anchor::Middle,
            14,
            &short(edge),
        );
    }
    svg.text(
        &(Px::int(left + plot_w / 2), Px::int(h - 6)),
        Anchor::Middle,
        15,
        &lang.t("report-histogram-x"),
    );
    for c in [0, most] {
        svg.text(
            &(Px::int(left - 6), px(&y_of(c) + &Number::from(5))),
            Anchor::End,
            14,
            &c.to_string(),
        );
    }
    svg.text(
        &(Px::int(4), Px::int(16)),
        Anchor::Start,
        15,
        &lang.t("report-histogram-y"),
    );
    svg.close_group();
    Some(svg.finish())
}

/// One bar of the histogram, from `x0` to `x1` and from the base line up to `y`, its count above.
fn bar(svg: &mut Svg, x0: &Number, x1: &Number, y: &Number, base: i64, count: usize) {
    let px = |n: Number| Px::of(&n);
    let bw = &(x1 - x0) - &Number::from(2);
    let bh = Number::from(base) - y;
    svg.rect(
        &px(x0 + &Number::one()),
        &px(y.clone()),
        &px(bw),
        &px(bh),
        &Paint {
            fill: Some(COLOURS[0]),
            stroke: Some("#000000"),
            stroke_width: Some("0.5"),
            ..Paint::default()
        },
    );
    let mid = &(x0 + x1) / &nz(2);
    svg.text(
        &(px(mid), px(y - &Number::from(4))),
        Anchor::Middle,
        14,
        &count.to_string(),
    );
}

fn nz(n: usize) -> crate::num::NonZero {
    crate::num::NonZero::new(Number::from(n.max(1))).unwrap_or_else(crate::num::NonZero::one)
}

/// The template's context.
pub fn context(a: &Analysis) -> Context {
    let n = a.submissions;
    let figure = histogram_svg(a).map(|s| {
        format!(
            "![{}]({})",
            inline_text(&a.lang.t("report-histogram-title")),
            crate::figure::embed::data_uri(&s)
        )
    });
    let questions = a
        .questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let facilities: Vec<f64> = q.variants.iter().map(|v| v.facility.to_f64_lossy()).collect();
            let flagged = q
                .variants
                .iter()
                .filter(|v| v.harder.is_some())
                .map(|v| FlaggedView {
                    variant: v.variant,
                    n: v.n,
                    facility: pct(Some(&v.facility)),
                    low: pct_f(Some(v.interval.0.max(0.0))),
                    high: pct_f(Some(v.interval.1.min(1.0))),
                    harder: v.harder == Some(true),
                    parameters: v.parameters.as_deref().map(text),
                })
                .collect();
            QuestionView {
                n: i + 1,
                title: q.title.as_deref().map(text),
                item: item(&q.item),
                parts: q.parts.iter().map(|p| part(p, n, a.lang)).collect(),
                variants: VariantsView {
                    count: q.variants.len(),
                    min: pct_f(facilities.iter().copied().reduce(f64::min)),
                    max: pct_f(facilities.iter().copied().reduce(f64::max)),
                    flagged,
                },
            }
        })
        .collect();
    Context {
        lang: a.lang.code(),
        title: inline_text(&a.title),
        seed: a.seed,
        moodle: a.moodle.as_deref().map(inline_text),
        exam: ExamView {
            submissions: n,
            total: short(&a.total),
            mean: a.mean.as_ref().map_or_else(|| "—".into(), short),
            median: a.median.as_ref().map_or_else(|| "—".into(), short),
            sd: dec(a.sd),
            alpha: dec(a.alpha.as_ref().map(Number::to_f64_lossy)),
            kr20: a.kr20.as_ref().map(|x| format!("{:.2}", x.to_f64_lossy())),
            figure,
        },
        // no variants drawn (one spec without `vary:`, or files naming none): nothing to compare
        has_variants: a.questions.iter().any(|q| !q.variants.is_empty()),
        left_out: a
            .left_out
            .iter()
            .map(|l| LeftOutView {
                file: text(&l.file),
                reason: text(&l.reason),
            })
            .collect(),
        questions,
    }
}

/// The report in Markdown, by the built-in `report.md` (an error is a template's, a bug).
pub fn markdown(a: &Analysis) -> Result<String, String> {
    markdown_with(a, Renderer::builtin().map_err(|e| e.message().to_string())?)
}

/// The report in Markdown, by the renderer's `report.md` (a `--templates` directory's, or the
/// built-in one).
pub fn markdown_with(a: &Analysis, r: &Renderer) -> Result<String, String> {
    let md = r
        .render_template("report.md", &context(a))
        .map_err(|e| e.message().to_string())?;
    // blank lines the template's tags leave, at most one in a row
    let mut out = String::with_capacity(md.len());
    let mut blank = 0;
    for line in md.lines() {
        if line.trim().is_empty() {
            blank += 1;
            if blank > 1 {
                continue;
            }
        } else {
            blank = 0;
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    Ok(out)
}

/// The report as one HTML page (the worksheets' page frame and stylesheet).
pub fn html(a: &Analysis) -> Result<String, String> {
    html_with(a, Renderer::builtin().map_err(|e| e.message().to_string())?)
}

/// The report as one HTML page, by the renderer's `report.md`, `page.html` and `style.css`.
pub fn html_with(a: &Analysis, r: &Renderer) -> Result<String, String> {
    let md = markdown_with(a, r)?;
    let title = a.lang.ta("report-title", &[("title", a.title.as_str().into())]);
    let page = r
        .html_page(&inline_text(&title), &md, a.lang)
        .map_err(|e| e.message().to_string())?;
    // A table scrolls sideways on a narrow screen (the stylesheet's `overflow-x: auto`), so it
    // takes the keyboard's focus to be scrolled without a pointer (axe-core's
    // `scrollable-region-focusable`; every table has a caption, its name). The worksheets'
    // tables have the same need: this belongs in the renderer's `accessible_tables`.
    Ok(page.replace("<table>", "<table tabindex=\"0\">"))
}

fn round4(x: f64) -> J {
    serde_json::Number::from_f64((x * 10_000.0).round() / 10_000.0).map_or(J::Null, J::Number)
}

fn exact(x: &Number) -> J {
    json!({ "value": round4(x.to_f64_lossy()), "exact": x.to_fraction_string() })
}

fn item_json(i: &ItemStats) -> J {
    json!({
        "name": i.name,
        "max": exact(&i.max),
        "facility": i.facility.as_ref().map(exact),
        "sd": i.sd.map(round4),
        "discrimination": i.discrimination.map(round4),
        "upper_lower": i.upper_lower.as_ref().map(exact),
        "flag": i.flag,
    })
}

/// The analysis as JSON: shares from 0 to 1 (rounded to 4 decimals), exact ones also as a
/// fraction.
pub fn to_json(a: &Analysis) -> J {
    json!({
        "title": a.title,
        "seed": a.seed,
        "submissions": a.submissions,
        "total": exact(&a.total),
        "mean": a.mean.as_ref().map(exact),
        "median": a.median.as_ref().map(exact),
        "sd": a.sd.map(round4),
        "alpha": a.alpha.as_ref().map(exact),
        "kr20": a.kr20.as_ref().map(exact),
        "histogram": a.histogram.iter().map(|b| json!({ "from": exact(&b.from), "to": exact(&b.to), "count": b.count })).collect::<Vec<_>>(),
        // no variants drawn (one spec without `vary:`, or files naming none): nothing to compare
        "has_variants": a.questions.iter().any(|q| !q.variants.is_empty()),
        "left_out": a.left_out,
        "questions": a.questions.iter().map(|q| json!({
            "title": q.title,
            "item": item_json(&q.item),
            "parts": q.parts.iter().map(|p| json!({
                "item": item_json(&p.item),
                "right": p.right,
                "missing": p.missing,
                "mistakes": p.mistakes.iter().map(|m| json!({ "id": m.id, "name": m.name, "hint": m.hints.first(), "hints": m.hints, "count": m.count, "example": m.example })).collect::<Vec<_>>(),
                "carried_forward": { "count": p.carried.count, "example": p.carried.example },
                "unmodelled": { "count": p.unmodelled.count, "example": p.unmodelled.example },
                "options": p.options.iter().map(|o| json!({ "option": o.option, "count": o.count, "right": o.right, "mistake": o.mistake })).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "variants": q.variants.iter().map(|v| json!({
                "variant": v.variant,
                "n": v.n,
                "facility": exact(&v.facility),
                "interval": [round4(v.interval.0), round4(v.interval.1)],
                "harder": v.harder,
                "parameters": v.parameters,
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "graded": a.graded.iter().map(|g| json!({
            "file": g.file,
            "questions": g.questions.iter().map(|(id, variant, earned)| json!({ "id": id, "variant": variant, "earned": exact(earned) })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// One CSV row per question and per part: the item statistics, shares from 0 to 1 (4 decimals).
pub fn to_csv(a: &Analysis) -> String {
    let mut out = String::from("question,exercise,part,max,facility,sd,discrimination,upper_lower,flag\n");
    let f = |x: Option<f64>| x.map_or_else(String::new, |x| format!("{x:.4}"));
    let row = |out: &mut String, q: usize, ex: &str, part: &str, i: &ItemStats| {
        let fields = [
            q.to_string(),
            csv_field(ex),
            csv_field(part),
            short(&i.max),
            f(i.facility.as_ref().map(Number::to_f64_lossy)),
            f(i.sd),
            f(i.discrimination),
            f(i.upper_lower.as_ref().map(Number::to_f64_lossy)),
            match i.flag {
                Some(Flag::Negative) => "negative".into(),
                Some(Flag::Low) => "low".into(),
                None => String::new(),
            },
        ];
        out.push_str(&fields.join(","));
        out.push('\n');
    };
    for (k, q) in a.questions.iter().enumerate() {
        row(&mut out, k + 1, &q.item.name, "", &q.item);
        for p in &q.parts {
            row(&mut out, k + 1, &q.item.name, &p.item.name, &p.item);
        }
    }
    out
}

/// What the class got wrong, one CSV row per modelled mistake of each part (most frequent
/// first), then its carried-forward errors and its wrong answers of no model: `question,
/// exercise, part, row (mistake, carried or unmodelled), id, name, hint (each text on its own
/// line), count, share (of the submissions, from 0 to 1, 4 decimals, exactly rounded), example`.
pub fn mistakes_to_csv(a: &Analysis) -> String {
    let mut out = String::from("question,exercise,part,row,id,name,hint,count,share,example\n");
    let of = |count: usize| match crate::num::NonZero::new(Number::from(a.submissions)) {
        Some(n) => (&Number::from(count) / &n).round_to(4),
        None => String::new(),
    };
    for (k, q) in a.questions.iter().enumerate() {
        for p in &q.parts {
            let mut row = |what: &str, id: &str, name: &str, hint: &str, count: usize, example: &Option<String>| {
                let fields = [
                    (k + 1).to_string(),
                    csv_field(&q.item.name),
                    csv_field(&p.item.name),
                    what.to_string(),
                    csv_field(id),
                    csv_field(name),
                    csv_field(hint),
                    count.to_string(),
                    of(count),
                    csv_field(example.as_deref().unwrap_or_default()),
                ];
                out.push_str(&fields.join(","));
                out.push('\n');
            };
            for m in &p.mistakes {
                row("mistake", m.id, &m.name, &m.hints.join("\n"), m.count, &m.example);
            }
            row("carried", "", "", "", p.carried.count, &p.carried.example);
            row("unmodelled", "", "", "", p.unmodelled.count, &p.unmodelled.example);
        }
    }
    out
}
