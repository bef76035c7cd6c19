//! `mlex stress`: many variants of a spec drawn, with what rejected draws, the spread of every
//! numeric answer, the right options' positions and every variant that found no valid draw.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

use mlex::variant::{Histogram, StressReport, percent, stress_target};
use mlex::{Diagnostics, num::NumStyle};

use super::io;

/// Arguments of `mlex stress`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// A spec file (every exercise in it is stressed), or an exam file (its variants: the shared
    /// data and every exercise).
    #[arg(value_name = "SPEC-or-EXAM")]
    spec: PathBuf,
    /// How many variants to draw (1 to 1000000).
    #[arg(long, short = 'n', default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    n: u64,
    /// The seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

pub fn run(args: Args) -> u8 {
    let source = match io::read_input(&args.spec, io::Input::Spec) {
        Ok(s) => s,
        Err(e) => {
            super::Problem::from(e).print();
            return 2;
        }
    };
    if mlex::exam::is_exam(&source.text) {
        return stress_exam(&args, source);
    }
    let targets = match mlex::load::load_targets(source.clone()) {
        Ok(t) => t,
        Err(d) => {
            super::print_diagnostics(&d);
            return 2;
        }
    };
    let mut text = String::new();
    let mut failed = false;
    let mut diags = Vec::new();
    for target in &targets {
        let r = stress_target(target, args.n, args.seed);
        failed |= !r.failures.is_empty();
        write_report(&mut text, &r);
        // The first failure, explained at the spec's `vary:` (the others are listed above).
        if let (Some(f), mlex::variant::Target::Template(t, _)) = (r.failures.first(), target) {
            diags.push(mlex::variant::failure_diagnostic(f, t.failure_span(f)));
        }
        if diags.is_empty() {
            continue;
        }
        super::print_diagnostics(&Diagnostics {
            source: source.clone(),
            items: std::mem::take(&mut diags),
        });
    }
    io::finish(io::out(&text).map(|()| u8::from(failed)))
}

/// `mlex stress EXAM`: the exam's variants, then a section per exercise.
fn stress_exam(args: &Args, source: std::sync::Arc<mlex::Source>) -> u8 {
    let dir = if args.spec.as_os_str() == "-" {
        PathBuf::new()
    } else {
        args.spec.parent().map(std::path::Path::to_path_buf).unwrap_or_default()
    };
    let exam = match mlex::exam::Exam::from_source(source, &dir) {
        Ok(e) => e,
        Err(e) => {
            super::print_error(&e);
            return 2;
        }
    };
    let r = mlex::exam::stress(&exam, args.n, args.seed);
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# exam `{}`: {} variants of seed {}, {} exercises",
        exam.title,
        r.n,
        r.seed,
        r.exercises.len()
    );
    write_times(&mut text, &r.times, r.n);
    let stopped = r.failures.iter().filter(|f| f.stats.out_of_work).count();
    let _ = writeln!(
        text,
        "work of the draws: {} units per variant at most, of the {} one may do{}",
        r.work.iter().max().copied().unwrap_or(0),
        mlex::exam::MAX_EXAM_DRAW_WORK,
        if stopped > 0 {
            format!("; {stopped} failed variants stopped at the work their draws may do")
        } else {
            String::new()
        }
    );
    if let Some(d) = &r.data {
        let rejected: u64 = d.rejections.iter().map(|x| x.count).sum();
        let _ = writeln!(
            text,
            "shared data: {} draws for {} variants; {} rejected ({})",
            d.attempts,
            r.n,
            rejected,
            percent(rejected, d.attempts)
        );
        for x in &d.rejections {
            let _ = writeln!(
                text,
                "  {}  {:>7}  {:>6} of draws{}",
                x.name,
                x.count,
                percent(x.count, d.attempts),
                x.example
                    .as_ref()
                    .map_or_else(String::new, |e| format!("  (most often {e})"))
            );
        }
    }
    if r.failures.is_empty() {
        let _ = writeln!(text, "failed variants: none");
    } else {
        let _ = writeln!(text, "failed variants: {} of {}", r.failures.len(), r.n);
        for f in r.failures.iter().take(10) {
            let _ = writeln!(text, "  variant {}: {f}", f.number);
        }
        if r.failures.len() > 10 {
            let _ = writeln!(text, "  … and {} more", r.failures.len() - 10);
        }
    }
    for (i, e) in r.exercises.iter().enumerate() {
        let _ = writeln!(text, "\n## Question {}", i + 1);
        write_report(&mut text, e);
    }
    for f in r.failures.iter().take(1) {
        io::err(&format!(
            "error: {f}\n  help: loosen the constraint that rejects most draws, or widen the ranges of `data:` and `vary:`"
        ));
    }
    io::finish(io::out(&text).map(|()| u8::from(!r.failures.is_empty())))
}

fn write_times(out: &mut String, times: &[Duration], n: u64) {
    if times.is_empty() {
        return;
    }
    let total: Duration = times.iter().sum();
    let mut sorted = times.to_vec();
    sorted.sort();
    let median = sorted.get(sorted.len() / 2).copied().unwrap_or_default();
    let max = sorted.last().copied().unwrap_or_default();
    let _ = writeln!(
        out,
        "time: {} in all; per variant {} on average, {} median, {} at most",
        ms(total),
        ms(total / u32::try_from(n.max(1)).unwrap_or(u32::MAX)),
        ms(median),
        ms(max)
    );
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1000.0)
}

fn write_report(out: &mut String, r: &StressReport) {
    let _ = writeln!(out, "# {}: {} variants of seed {}", r.id, r.n, r.seed);
    if !r.varies {
        let _ = writeln!(out, "(the spec has no `vary:`: every variant is the same exercise)");
    }
    write_times(out, &r.times, r.n);
    let rejected: u64 = r.stats.rejections.iter().map(|x| x.count).sum();
    let _ = writeln!(
        out,
        "draws: {} for {} variants; {} rejected ({})",
        r.stats.attempts,
        r.n,
        rejected,
        percent(rejected, r.stats.attempts)
    );
    if !r.stats.rejections.is_empty() {
        let _ = writeln!(out, "rejections per constraint:");
        let width = r
            .stats
            .rejections
            .iter()
            .map(|x| x.name.chars().count())
            .max()
            .unwrap_or(0);
        for x in &r.stats.rejections {
            let _ = writeln!(
                out,
                "  {:<width$}  {:>7}  {:>6} of draws{}",
                x.name,
                x.count,
                percent(x.count, r.stats.attempts),
                x.example.as_ref().map_or_else(String::new, |e| format!("  (e.g. {e})"))
            );
        }
    }
    if !r.ranges.is_empty() {
        let _ = writeln!(out, "numeric answers:");
        for range in &r.ranges {
            let _ = writeln!(out, "  {}: {} to {}", range.name, short(&range.min), short(&range.max));
            write_histogram(out, &range.histogram);
        }
    }
    for o in &r.options {
        let parts: Vec<String> = o.counts.iter().map(|(k, c)| format!("{k}: {c}")).collect();
        let _ = writeln!(out, "right option of `{}`: {}", o.part, parts.join(", "));
    }
    if r.failures.is_empty() {
        let _ = writeln!(out, "failed variants: none");
    } else {
        let _ = writeln!(out, "failed variants: {} of {}", r.failures.len(), r.n);
        for f in r.failures.iter().take(10) {
            let _ = writeln!(out, "  variant {}: {f}", f.number);
        }
        if r.failures.len() > 10 {
            let _ = writeln!(out, "  … and {} more", r.failures.len() - 10);
        }
    }
}

/// A number of the report as a person reads it: as written when that is short (`0.024`, `1/3`
/// is not: it has no end), else rounded to the fewest decimals that keep 6 significant digits.
/// Rounded values of a kind (an interval's radius) are exact dyadic midpoints whose full
/// expansion runs to hundreds of digits, which tells the instructor nothing.
fn short(n: &mlex::Number) -> String {
    if let Some(s) = n.to_decimal_string().filter(|s| s.len() <= 12) {
        return s;
    }
    let significant = |s: &str| s.chars().filter(char::is_ascii_digit).skip_while(|c| *c == '0').count();
    (0..=40)
        .map(|d| n.round_to(d))
        .find(|s| significant(s) >= 6)
        .unwrap_or_else(|| n.display(NumStyle::Decimal))
}

fn write_histogram(out: &mut String, h: &Histogram) {
    let rows: Vec<(String, u64)> = match h {
        Histogram::Values(v) => v.iter().map(|(x, c)| (short(x), *c)).collect(),
        Histogram::Bins(b) => b
            .iter()
            .enumerate()
            .map(|(i, (lo, hi, c))| {
                let close = if i + 1 == b.len() { "]" } else { ")" };
                (format!("[{}, {}{close}", short(lo), short(hi)), *c)
            })
            .collect(),
    };
    let most = rows.iter().map(|r| r.1).max().unwrap_or(1).max(1);
    let width = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
    for (label, c) in rows {
        let bar = "#".repeat(((c * 40).div_ceil(most)) as usize);
        let _ = writeln!(out, "    {label:>width$} {c:>7} {bar}");
    }
}
