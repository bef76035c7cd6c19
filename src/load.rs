//! Spec files → checked [`Exercise`]s: the exercise loader.
//!
//! `kind` is read first and looked up in the registry; the rest of the mapping is then read by
//! the common readers (`id`, `title`, `ask`, …) and the kind's own `load`. Every problem found is
//! recorded with its place, and all of them are returned together.
//!
//! This module sits on top of both the YAML layer (the crate-private `spec`) and the kinds
//! ([`crate::kinds`]), so that neither needs the other's dispatch: `spec` knows nothing of kinds,
//! and kinds read their keys with `spec`'s readers.

use crate::spec::loader::short_number;
use std::sync::Arc;

use crate::diag::{Diagnostic, Diagnostics, Source, Span};
use crate::spec::loader::{self, Loader, Map, list_code};
use crate::spec::written;
use crate::spec::yaml::{self, Node, NodeKind};

use crate::exercise::{Choice, Choices, Exercise, Part, PartArg};
use crate::kinds::{self, Arg, KindDef};
use crate::num::{NumStyle, Number};
use crate::part::{Auto, AutoStyle};
use crate::written::Stated;

mod common;
pub use common::COMMON_KEYS;

/// The most exercises one spec file may hold (each one is solved, rendered and checked).
pub const MAX_EXERCISES: usize = 100;

/// Reads every exercise of a source.
///
/// ```
/// use mlex::Source;
/// let src = Source::new("x.yaml", "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n");
/// let ex = mlex::exercises(src).unwrap();
/// assert_eq!(ex[0].kind().name, "perceptron");
/// ```
pub fn exercises(source: Arc<Source>) -> Result<Vec<Exercise>, Diagnostics> {
    let fail = |items: Vec<Diagnostic>| Diagnostics {
        source: source.clone(),
        items,
    };
    // A file is read up to this cap (crate::read_source, the command line); text given in Rust
    // (`Exercise::from_yaml`, the builders of crate::builder) is held to it here.
    if source.text.len() as u64 > crate::input::SPEC_CAP {
        return Err(fail(vec![
            Diagnostic::error(format!(
                "the spec is larger than {}, the most mlex reads from a spec ({} bytes)",
                crate::input::size_text(crate::input::SPEC_CAP),
                source.text.len()
            ))
            .help("split it into several specs; a `statement` is a few paragraphs"),
        ]));
    }
    let docs = yaml::parse(&source.text).map_err(|d| fail(vec![d]))?;
    let mut loader = Loader::new();
    let mut nodes: Vec<&Node> = Vec::new();
    for doc in &docs {
        match &doc.kind {
            NodeKind::Seq(items) => nodes.extend(items.iter()),
            _ => nodes.push(doc),
        }
    }
    if nodes.len() > MAX_EXERCISES {
        loader.report(
            Diagnostic::error(format!(
                "the file holds {} exercises, more than {MAX_EXERCISES}, the most mlex reads from one file",
                nodes.len()
            ))
            .at(
                nodes[MAX_EXERCISES].span,
                format!("exercise {} here", MAX_EXERCISES + 1),
            )
            .help("split the exercises into several files (a directory of files is read as one input)"),
        );
        return Err(fail(loader.diags));
    }
    if nodes.is_empty() {
        loader.report(
            Diagnostic::error("the file holds no exercise")
                .at(Span::new(0, 0), "empty")
                .help("start with `kind: perceptron` (see docs/spec-format.md)"),
        );
        return Err(fail(loader.diags));
    }
    let stem = std::path::Path::new(&source.name)
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !s.is_empty() && !s.starts_with('<') && *s != "-")
        .unwrap_or("exercise")
        .to_string();
    let mut out = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        let default_id = if nodes.len() == 1 {
            stem.clone()
        } else {
            format!("{stem}-{}", i + 1)
        };
        let loaded = if crate::variant::declares_variants(node) {
            crate::variant::load_default(&mut loader, node, &source, default_id, load_exercise)
        } else {
            load_one(&mut loader, node, &source, default_id)
        };
        if let Some(ex) = loaded {
            out.push(ex);
        }
    }
    let mut ids: Vec<(&str, Span)> = Vec::new();
    for ex in &out {
        if ids.iter().any(|(id, _)| *id == ex.id) {
            loader.report(
                Diagnostic::error(format!("two exercises have the id `{}`", ex.id))
                    .at(ex.span, "second one")
                    .help("give each exercise its own `id`"),
            );
        }
        ids.push((&ex.id, ex.span));
    }
    if loader.has_errors() {
        return Err(fail(loader.diags));
    }
    Ok(out)
}

/// Loads one exercise mapping as [`exercises`] does (drawing variant 1 of seed 0 when it has
/// `vary:`); errors go to `l`. For exercises written inside another file (an exam).
pub fn load_node(l: &mut Loader, node: &Node, source: &Arc<Source>, default_id: String) -> Option<Exercise> {
    if crate::variant::declares_variants(node) {
        crate::variant::load_default(l, node, source, default_id, load_exercise)
    } else {
        load_one(l, node, source, default_id)
    }
}

/// Loads one exercise mapping (its `vary:` and `constraints:`, if any, are not read here: a
/// variant's mapping has its parameters in place already).
pub(crate) fn load_exercise(l: &mut Loader, node: &Node, source: &Arc<Source>, default_id: String) -> Option<Exercise> {
    load_one(l, node, source, default_id)
}

/// Reads every exercise of a source for `mlex stress`: an exercise with `vary:` as its
/// [`Template`](crate::variant::Template), kept when its variant 1 finds no valid draw (so that
/// such a spec can still be stressed) unless the loader refused every draw that reached it (its
/// errors, as [`exercises`] gives them), the others as exercises.
pub fn load_targets(source: Arc<Source>) -> Result<Vec<crate::variant::Target>, Diagnostics> {
    let fail = |items: Vec<Diagnostic>| Diagnostics {
        source: source.clone(),
        items,
    };
    let docs = yaml::parse(&source.text).map_err(|d| fail(vec![d]))?;
    let nodes: Vec<&Node> = docs
        .iter()
        .flat_map(|doc| match &doc.kind {
            NodeKind::Seq(items) => items.iter().collect::<Vec<_>>(),
            _ => vec![doc],
        })
        .collect();
    let mut loader = Loader::new();
    if nodes.is_empty() {
        loader.report(
            Diagnostic::error("the file holds no exercise")
                .at(Span::new(0, 0), "empty")
                .help("start with `kind: perceptron` (see docs/spec-format.md)"),
        );
        return Err(fail(loader.diags));
    }
    let stem = std::path::Path::new(&source.name)
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !s.is_empty() && !s.starts_with('<') && *s != "-")
        .unwrap_or("exercise")
        .to_string();
    let mut out = Vec::new();
    let mut spans = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        let default_id = if nodes.len() == 1 {
            stem.clone()
        } else {
            format!("{stem}-{}", i + 1)
        };
        if crate::variant::declares_variants(node) {
            if let Some(t) = crate::variant::load_for_stress(&mut loader, node, &source, &default_id, load_exercise) {
                out.push(t);
                spans.push(node.span);
            }
        } else if let Some(ex) = load_one(&mut loader, node, &source, default_id) {
            spans.push(ex.span);
            out.push(crate::variant::Target::Fixed(Box::new(ex)));
        }
    }
    // two exercises with one id, as `exercises` refuses them (their variants would share a stream)
    let mut ids: Vec<&str> = Vec::new();
    for (t, &span) in out.iter().zip(&spans) {
        let id = match t {
            crate::variant::Target::Template(t, _) => t.id(),
            crate::variant::Target::Fixed(ex) => ex.id.as_str(),
        };
        if ids.contains(&id) {
            loader.report(
                Diagnostic::error(format!("two exercises have the id `{id}`"))
                    .at(span, "second one")
                    .help("give each exercise its own `id`"),
            );
        }
        ids.push(id);
    }
    if loader.has_errors() {
        return Err(fail(loader.diags));
    }
    Ok(out)
}

fn load_one(l: &mut Loader, node: &Node, source: &Arc<Source>, default_id: String) -> Option<Exercise> {
    let map = l.map_any(node, "an exercise")?;
    let kind_node = l.require(&map, common::KIND.def.name, "an exercise", kinds::KINDS[0].name)?;
    let kind = read_kind(l, kind_node)?;
    let mut allowed: Vec<&str> = COMMON_KEYS.iter().map(|k| k.name).collect();
    allowed.extend(kind.keys.iter().map(|k| k.name));
    check_keys(l, &map, kind, &allowed);
    for k in kind.keys.iter().filter(|k| k.required) {
        if map.get(k.name).is_none() {
            l.report(
                Diagnostic::error(format!("a `{}` exercise needs `{}`", kind.name, k.name))
                    .at(kind_node.span, format!("`{}` is missing", k.name))
                    .help(format!("add `{}:` ({})", k.name, k.doc)),
            );
        }
    }

    l.saw_fraction = false;
    let errors_before = l.errors();
    let id = common::ID.given(l, &map).flatten().unwrap_or(default_id);
    let title = common::TITLE.given(l, &map).flatten();
    let statement = common::STATEMENT.given(l, &map).flatten();
    let source_note = common::SOURCE.given(l, &map).flatten();
    let lang = common::LANG.read(l, &map).unwrap_or_default();
    let digits = common::DIGITS.read(l, &map);
    let points_node = worth_node(&map, kind);
    let points = points_node.and_then(|_| common::POINTS.given(l, &map).flatten());
    let consistent_credit = common::consistent_credit(l, &map);
    let problem = (kind.load)(l, &map);
    let dim = problem.as_ref().and_then(|p| p.dimension());
    // When the data did not load, the dimension is unknown: a point is then read as written,
    // without the errors that would only follow from the bad data (`posterior: 1.5` is a point
    // of one feature, not "must be a list").
    let parts = read_parts(l, common::ASK.node(&map), kind, dim, problem.is_none(), source);
    let stated = common::STATED
        .node(&map)
        .map(|n| read_stated(l, n, kind, &parts, &source.text))
        .unwrap_or_default();
    let problem = problem?;
    if l.errors() > errors_before {
        return None;
    }
    // The computations whose exact fractions can grow run now, once: a spec whose numbers would
    // grow past the size guard is an error of the spec, located at the key that drives the size;
    // the unasked parts a `vary:` spec's constraints read are held to the same limits, located at
    // `constraints`.
    let solved_parts = Part::with_unasked(&parts, &l.extra_parts);
    let prechecked = problem.precheck(&parts).map_err(|e| (e, None)).and_then(|()| {
        if solved_parts.len() == parts.len() {
            return Ok(());
        }
        problem
            .precheck(&solved_parts)
            .map_err(|e| (e, Some(&solved_parts[parts.len()..])))
    });
    if let Err((e, extra)) = prechecked {
        let (label, note) = if e.what == crate::kinds::TooLargeWhat::Trace {
            (
                format!("`{}` asks for a trace too long to show", e.key),
                format!(
                    "a trace table holds at most {} numbers, a quarter of a second to render",
                    crate::kinds::shared::MAX_TRACE_NUMBERS
                ),
            )
        } else if e.what == crate::kinds::TooLargeWhat::Run {
            (
                format!("`{}` makes the run too long", e.key),
                format!(
                    "mlex stops a run after {} multiply-adds, about 0.2 s, so that a shared spec cannot keep it busy",
                    crate::num::Budget::OPS
                ),
            )
        } else {
            (
                format!("`{}` makes the exact numbers too large", e.key),
                format!(
                    "mlex computes exactly and stops when a fraction has more than {} digits",
                    crate::num::MAX_EXACT_DIGITS
                ),
            )
        };
        let d = match extra {
            None => Diagnostic::error(format!("`{id}`: {}", e.message))
                .at(map.key_span(e.key).unwrap_or(kind_node.span), label)
                .note(note)
                .help(e.help),
            Some(extra) => {
                let names: Vec<String> = extra.iter().map(|p| format!("`{}`", p.name)).collect();
                Diagnostic::error(format!("`{id}`: {}", e.message))
                    .at(
                        l.extra_parts_at,
                        format!("a constraint reads {}, too large to solve", names.join(", ")),
                    )
                    .note("a part a constraint reads is solved under the limits of an asked one")
                    .note(note)
                    .help(format!(
                        "constrain other parts than {}, or use fewer samples or iterations",
                        names.join(", ")
                    ))
            }
        };
        l.report(d);
        return None;
    }
    // Solved now, once (the exercise keeps the solve): the solution's own answers file must read
    // back, and an answer with generated choices must stay small enough to vary.
    let problem: Arc<dyn kinds::Problem> = Arc::from(problem);
    let style = if l.saw_fraction {
        NumStyle::Fraction
    } else {
        NumStyle::Decimal
    };
    // with the parts a `vary:` spec's constraints read, so that a draw solves once
    let work = problem.clone().solve(&solved_parts);
    // the answers of the asked parts, which come first
    if !answers_fit(
        l,
        &id,
        &parts,
        &work.answers(),
        digits.unwrap_or(4),
        map.key_span(common::ASK.def.name).unwrap_or(kind_node.span),
    ) {
        return None;
    }
    let mut warnings = Vec::new();
    if let (Some(total), Some(node)) = (&points, points_node) {
        warnings.extend(points_warning(&id, total, node, &parts));
    }
    for (key, text) in [
        (common::TITLE, &title),
        (common::STATEMENT, &statement),
        (common::SOURCE, &source_note),
    ] {
        if let (Some(text), Some(node)) = (text, key.node(&map))
            && let Some(depth) = crate::markup::too_deep_tex(text)
        {
            warnings.push(
                Diagnostic::warning(format!(
                    "TeX in `{}` nests {depth} levels deep; HTML shows formulas deeper than {} as code",
                    key.def.name,
                    crate::markup::MAX_TEX_DEPTH
                ))
                .at(node.span, "a formula nested too deeply")
                .help("split the formula, or drop braces and commands that nest without need"),
            );
        }
    }
    Some(Exercise {
        kind,
        id,
        title,
        statement,
        source_note,
        digits: digits?,
        lang,
        points,
        consistent_credit: consistent_credit?,
        style,
        solved: Some(crate::exercise::SolvedOnce::new(problem.clone(), solved_parts, work)),
        parts,
        stated,
        warnings,
        origin: source.clone(),
        span: node.span,
        problem,
        variant: None,
        template: None,
        order: None,
    })
}

/// The node of `points` when it says what the exercise is worth: for the kinds whose data are
/// points (`geometric-margin`, `multiclass-scheme`) a list under `points` is their data instead.
fn worth_node<'n>(map: &Map<'n>, kind: &KindDef) -> Option<&'n Node> {
    let name = common::POINTS.def.name;
    let data = kind.keys.iter().any(|k| k.name == name);
    common::POINTS.node(map).filter(|n| n.as_seq().is_none() || !data)
}

/// The most numbers an answer posed with generated choices (`choices: { auto: N }`) may hold:
/// each option is a whole answer a student reads and compares, and each near miss is made and
/// told apart one changed number at a time.
pub const MAX_AUTO_CHOICE_NUMBERS: usize = 100;

/// Whether every asked part's answer reads back from the solution's own answers file (no number
/// of more than [`crate::num::MAX_DECIMAL_DIGITS`] digits a side) and every answer with generated
/// choices holds at most [`MAX_AUTO_CHOICE_NUMBERS`] numbers; a located error for the first
/// that does not.
fn answers_fit(
    l: &mut Loader,
    id: &str,
    parts: &[Part],
    answers: &[crate::value::Value],
    digits: u32,
    ask: Span,
) -> bool {
    for (part, value) in parts.iter().zip(answers) {
        let span = if part.span == Span::default() { ask } else { part.span };
        if let Some(what) = value.unreadable(digits) {
            l.report(
                Diagnostic::error(format!(
                    "`{id}`: the answer to `{}` holds {what}, more than an answers file can hold",
                    part.name
                ))
                .at(span, "its answer cannot be written so that it reads back")
                .note(format!(
                    "mlex reads numbers of at most {} digits a side, so that no answers file is slow to read",
                    crate::num::MAX_DECIMAL_DIGITS
                ))
                .help("use data with fewer digits (integers, or decimals with few places)"),
            );
            return false;
        }
        let count = value.count_numbers();
        if matches!(part.choices, Some(Choices::Auto(_))) && count > MAX_AUTO_CHOICE_NUMBERS {
            l.report(
                Diagnostic::error(format!(
                    "`{id}`: the answer to `{}` holds {count} numbers, too many for generated choices",
                    part.name
                ))
                .at(span, "an answer too long to pose as options")
                .note(format!(
                    "an answer with `choices: {{ auto: N }}` holds at most {MAX_AUTO_CHOICE_NUMBERS} numbers: each option is a whole answer to read and compare"
                ))
                .help("ask this part without `choices`, or ask for less (fewer points, classes or steps)"),
            );
            return false;
        }
    }
    true
}

/// A `lang:` code (`en`, `it`), with a located error for any other.
pub(crate) fn read_lang(l: &mut Loader, node: &Node) -> Option<crate::i18n::Lang> {
    let code = l.label(node, "`lang`")?;
    let lang = crate::i18n::Lang::from_code(&code);
    if lang.is_none() {
        l.error_help(
            node.span,
            format!(
                "`lang` must be a language mlex writes in, found `{}`",
                short_number(&code)
            ),
            "not a language mlex has",
            format!("use one of {}", crate::i18n::Lang::codes()),
        );
    }
    lang
}

/// A warning when the exercise's `points` are not what its parts are worth together (each part
/// its `points`, 1 when not given, as `mlex check` counts them).
fn points_warning(id: &str, total: &Number, node: &Node, parts: &[Part]) -> Option<Diagnostic> {
    let each: Vec<Number> = parts
        .iter()
        .map(|p| p.points.clone().unwrap_or_else(Number::one))
        .collect();
    let sum: Number = each.iter().cloned().sum();
    if &sum == total || parts.is_empty() {
        return None;
    }
    let show = |n: &Number| short_number(&n.display(NumStyle::Decimal));
    let terms: Vec<String> = each.iter().map(show).collect();
    let unmarked = parts.iter().filter(|p| p.points.is_none()).count();
    let mut d = Diagnostic::warning(format!(
        "`{id}`: the exercise is worth {} points, but its parts are worth {} together",
        show(total),
        show(&sum)
    ))
    .at(node.span, "not the sum of the parts' points")
    .note(format!(
        "the parts are worth {} = {}{}",
        terms.join(" + "),
        show(&sum),
        if unmarked > 0 {
            " (a part without `points` is worth 1)"
        } else {
            ""
        }
    ));
    d = d.help(
        "make `points` the sum of the parts' points, or give the parts `points` that add up to it (`- errors: { points: 0 }` for a part the exercise does not grade on its own)",
    );
    Some(d)
}

fn read_kind(l: &mut Loader, node: &Node) -> Option<&'static KindDef> {
    let name = node.as_scalar().unwrap_or_default();
    if let Some(k) = kinds::find(name) {
        return Some(k);
    }
    let names = kinds::names();
    let mut d = Diagnostic::error(format!("unknown kind {}", node.describe())).at(node.span, "not a kind mlex knows");
    if let Some(s) = l.suggest(name, names.iter().copied()) {
        d = d.help(format!("did you mean `{s}`?"));
    }
    d = d.note(format!("the kinds are {}", list_code(&names)));
    l.report(d);
    None
}

fn check_keys(l: &mut Loader, map: &Map<'_>, kind: &KindDef, allowed: &[&str]) {
    for (k, knode, _) in map.entries() {
        if allowed.contains(&k) {
            continue;
        }
        let mut d = Diagnostic::error(format!("unknown key {} for kind `{}`", loader::quoted(k), kind.name))
            .at(knode.span, "unknown key");
        // a key another kind has: say which (`figures` of an svm, say)
        let with: Vec<&str> = kinds::KINDS
            .iter()
            .filter(|other| other.keys.iter().any(|key| key.name == k))
            .map(|other| other.name)
            .collect();
        d = match l.suggest(k, allowed.iter().copied()) {
            Some(s) => d.help(format!("did you mean `{s}`?")),
            None if k == kinds::keys::FIGURES.def.name && !with.is_empty() => d.note(format!(
                "`{}` has no figures yet; the kinds with figures are {}",
                kind.name,
                list_code(&with)
            )),
            None => d.note(format!(
                "the keys of `{}` are {}",
                kind.name,
                list_code(&kind.key_names())
            )),
        };
        l.report(d);
    }
}

fn part_names(kind: &KindDef) -> Vec<&'static str> {
    kind.parts.iter().map(|p| p.name).collect()
}

fn read_parts(
    l: &mut Loader,
    ask: Option<&Node>,
    kind: &'static KindDef,
    dim: Option<usize>,
    data_failed: bool,
    source: &Source,
) -> Vec<Part> {
    let Some(ask) = ask else {
        return kind
            .parts
            .iter()
            .filter(|p| p.default)
            .map(|p| Part {
                name: p.name,
                arg: PartArg::None,
                choices: None,
                points: None,
                span: Span::default(),
            })
            .collect();
    };
    let Some(items) = l.nonempty_list(ask, "`ask`") else {
        return Vec::new();
    };
    let mut parts: Vec<Part> = Vec::new();
    for item in items {
        let (name_node, value) = match &item.kind {
            NodeKind::Scalar { .. } => (item, None),
            NodeKind::Map(entries) if entries.len() == 1 => (&entries[0].0, Some(&entries[0].1)),
            _ => {
                l.error_help(
                    item.span,
                    format!(
                        "a part in `ask` must be a name or `name: argument`, found {}",
                        item.describe()
                    ),
                    "not a part",
                    format!(
                        "write `- {}` or `- classify: [5, 5]`",
                        kind.parts.first().map_or("trace", |p| p.name)
                    ),
                );
                continue;
            }
        };
        let name = name_node.as_scalar().unwrap_or_default();
        let Some(def) = kind.part(name) else {
            let names = part_names(kind);
            let mut d =
                Diagnostic::error(format!("`{}` has no part `{name}`", kind.name)).at(name_node.span, "unknown part");
            if let Some(s) = l.suggest(name, names.iter().copied()) {
                d = d.help(format!("did you mean `{s}`?"));
            }
            l.report(d.note(format!("the parts of `{}` are {}", kind.name, list_code(&names))));
            continue;
        };
        if parts.iter().any(|p| p.name == def.name) {
            let help = if def.arg == Arg::Points {
                format!("ask for several points at once: `- {}: [[5, 5], [1, 2]]`", def.name)
            } else {
                "remove the second one".to_string()
            };
            l.error_help(
                name_node.span,
                format!("part `{name}` is asked twice"),
                "asked again",
                help,
            );
            continue;
        }
        let mut part = Part {
            name: def.name,
            arg: PartArg::None,
            choices: None,
            points: None,
            span: item.span,
        };
        let mut arg_node = None;
        match value {
            Some(v) if v.as_map().is_some() => {
                let keys: &[&str] = if def.arg == Arg::Points {
                    &["x", "choices", "points"]
                } else {
                    &["choices", "points"]
                };
                let what = format!("part `{name}`");
                if let Some(m) = l.map(v, &what, keys) {
                    arg_node = m.get("x");
                    part.choices = m
                        .get("choices")
                        .and_then(|c| read_choices(l, c, &source.text, kind, def.name));
                    part.points = m
                        .get("points")
                        .and_then(|p| l.non_negative(p, &format!("`points` of part `{name}`")));
                }
            }
            Some(v) if v.kind == NodeKind::Null => {}
            Some(v) => {
                if def.arg == Arg::None {
                    l.error_help(
                        v.span,
                        format!("part `{name}` takes no argument"),
                        "unexpected argument",
                        format!("write `- {name}`, or `- {name}: {{ choices: … }}` for multiple choice"),
                    );
                    continue;
                }
                arg_node = Some(v);
            }
            None => {}
        }
        if def.arg == Arg::Points {
            match arg_node {
                Some(a) => match read_points(l, a, name, dim, data_failed) {
                    Some(arg) => part.arg = arg,
                    None => continue,
                },
                None => {
                    l.error_help(
                        name_node.span,
                        format!("part `{name}` needs a point"),
                        "no point given",
                        format!("write `- {name}: [5, 5]` (or a list of points)"),
                    );
                    continue;
                }
            }
        }
        parts.push(part);
    }
    parts
}

fn read_points(l: &mut Loader, node: &Node, part: &str, dim: Option<usize>, data_failed: bool) -> Option<PartArg> {
    // With one feature a point may be a plain number (`classify: 2`), and a list of numbers is
    // a list of points (`classify: [0, 7]`).
    if data_failed && node.as_scalar().is_some() {
        let x = l.number(node, &format!("the point of part `{part}`"))?;
        return Some(PartArg::Point(vec![x]));
    }
    if dim == Some(1) {
        if node.as_scalar().is_some() {
            let x = l.number(node, &format!("the point of part `{part}`"))?;
            return Some(PartArg::Point(vec![x]));
        }
        if let Some(items) = node.as_seq()
            && items.len() > 1
            && items.iter().all(|i| i.as_scalar().is_some())
        {
            l.within(
                node,
                &format!("part `{part}`"),
                items.len(),
                loader::MAX_POINTS,
                "points",
                "ask for fewer points; each one is a row of the worksheet",
            )?;
            let mut pts = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                pts.push(vec![l.number(item, &format!("point {} of part `{part}`", i + 1))?]);
            }
            return Some(PartArg::Points(pts));
        }
    }
    let items = l.nonempty_list(node, &format!("the point of part `{part}`"))?;
    let many = items.iter().all(|i| i.as_seq().is_some());
    if many {
        l.within(
            node,
            &format!("part `{part}`"),
            items.len(),
            loader::MAX_POINTS,
            "points",
            "ask for fewer points; each one is a row of the worksheet",
        )?;
        let mut pts = Vec::new();
        for (i, item) in items.iter().enumerate() {
            pts.push(l.vector(item, &format!("point {} of part `{part}`", i + 1), dim)?);
        }
        Some(PartArg::Points(pts))
    } else {
        let what = format!("the point of part `{part}`");
        let v = l.vector(node, &what, None)?;
        if let Some(d) = dim
            && v.len() != d
        {
            l.error_help(
                node.span,
                format!("{what} has {} features, expected {d}", v.len()),
                &format!("expected {d} numbers"),
                "write the point without the leading 1 (mlex adds it)",
            );
            return None;
        }
        Some(PartArg::Point(v))
    }
}

fn read_choices(l: &mut Loader, node: &Node, text: &str, kind: &KindDef, part: &str) -> Option<Choices> {
    let m = l.map(node, "`choices`", &["options", "below", "auto", "style"])?;
    if let Some(a) = m.get("auto") {
        return read_auto(l, &m, a, kind, part);
    }
    if let Some(s) = m.get("style") {
        l.error_help(
            s.span,
            "`style` goes with `auto`",
            "without `auto`",
            "write `choices: { auto: 4, style: intervals }`, or remove `style`",
        );
        return None;
    }
    match (m.get("options"), m.get("below")) {
        (Some(o), None) => l.nonempty_list(o, "`options`").map(|items| {
            Choices::Options(
                items
                    .iter()
                    .map(|n| Choice {
                        value: written::from_node(n),
                        text: text
                            .get(n.span.start..n.span.end)
                            .map_or_else(|| n.describe(), |s| s.trim().to_string()),
                    })
                    .collect(),
            )
        }),
        (None, Some(b)) => {
            let items = l.nonempty_list(b, "`below`")?;
            let mut out = Vec::new();
            for (i, item) in items.iter().enumerate() {
                let v = l.number(item, &format!("bound {} of `below`", i + 1))?;
                if out.last().is_some_and(|p| p >= &v) {
                    l.error_help(
                        item.span,
                        "the bounds of `below` must increase",
                        "not above the previous bound",
                        "list the bounds from smallest to largest",
                    );
                    return None;
                }
                out.push(v);
            }
            Some(Choices::Below(out))
        }
        _ => {
            l.error_help(
                node.span,
                "`choices` needs exactly one of `options`, `below` or `auto`",
                "expected one of them",
                "write `choices: { options: [0, 2, 3, 4] }`, `choices: { below: [0.40, 0.45] }` or `choices: { auto: 4 }`",
            );
            None
        }
    }
}

/// `choices: { auto: N, style: values|intervals }`: generated options, on a part that has a
/// mistake model (the part is declared `.generated()`, `kinds::AutoChoices`).
fn read_auto(l: &mut Loader, m: &Map<'_>, a: &Node, kind: &KindDef, part: &str) -> Option<Choices> {
    if let Some(other) = m.get("options").or_else(|| m.get("below")) {
        l.error_help(
            other.span,
            "`auto` generates the options: it does not go with `options` or `below`",
            "given with `auto`",
            "remove `options`/`below`, or remove `auto`",
        );
        return None;
    }
    let able = kind.generated_choices();
    if !able.contains(&part) {
        let help = if able.is_empty() {
            format!(
                "`{}` has no mistake model to draw wrong options from: list them with `options: [...]`",
                kind.name
            )
        } else {
            format!(
                "list the options with `options: [...]`; the parts of `{}` with generated choices are {}",
                kind.name,
                able.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>().join(", ")
            )
        };
        l.error_help(
            a.span,
            format!(
                "part `{part}` cannot have generated choices: no mistake model of `{}` changes it",
                kind.name
            ),
            "no mistake model for this part",
            help,
        );
        return None;
    }
    let n = l.count(a, "`auto`", 2, crate::part::MAX_AUTO_CHOICES as u64)? as usize;
    let style = match m.get("style") {
        None => AutoStyle::Values,
        Some(s) => match s.as_scalar().map(str::trim) {
            Some("values") => AutoStyle::Values,
            Some("intervals") if kind.interval_choices().contains(&part) => AutoStyle::Intervals,
            Some("intervals") => {
                let one = kind.interval_choices();
                l.error_help(
                    s.span,
                    format!("part `{part}` cannot be posed as intervals: its answer is not one number"),
                    "not one number",
                    if one.is_empty() {
                        format!(
                            "write `style: values`; no part of `{}` is one number with a mistake model",
                            kind.name
                        )
                    } else {
                        format!(
                            "write `style: values`; the parts of `{}` that can be intervals are {}",
                            kind.name,
                            one.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>().join(", ")
                        )
                    },
                );
                return None;
            }
            _ => {
                l.error_help(
                    s.span,
                    format!("`style` must be `values` or `intervals`, found {}", s.describe()),
                    "unknown style",
                    "write `style: values` (each option a value) or `style: intervals` (each option an interval)",
                );
                return None;
            }
        },
    };
    Some(Choices::Auto(Auto { n, style }))
}

fn read_stated(l: &mut Loader, node: &Node, kind: &KindDef, parts: &[Part], text: &str) -> Vec<Stated> {
    let Some(m) = l.map_any(node, "`stated`") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (k, knode, v) in m.entries() {
        if parts.iter().any(|p| p.name == k) {
            out.extend(written::stated(l, k, v, text, false));
        } else if kind.part(k).is_some() {
            l.error_help(
                knode.span,
                format!("`stated` has an answer for `{k}`, which is not asked"),
                "not in `ask`",
                format!("add `- {k}` to `ask`, or remove this answer"),
            );
        } else {
            let asked: Vec<&str> = parts.iter().map(|p| p.name).collect();
            let mut d = Diagnostic::error(format!(
                "`stated` has an answer for `{k}`, which is not a part of `{}`",
                kind.name
            ))
            .at(knode.span, "unknown part");
            if let Some(s) = l.suggest(k, asked.iter().copied()) {
                d = d.help(format!("did you mean `{s}`?"));
            }
            l.report(d);
        }
    }
    out
}

#[cfg(test)]
mod tests;
