//! The worked solution of `logistic-regression` as the worksheet and the key show it: the
//! figures, each part's view, the loss lines, the trace tables (worked and blank), the rule and
//! why a run stopped.

use super::*;

impl LogisticRegression {
    pub(super) fn figures(&self, f: &Fmt, run: &Run) -> Vec<FigureView> {
        let mid = |m: &Mixed| match m {
            Mixed::Exact(n) => n.clone(),
            Mixed::Rounded(d) => d.mid(),
        };
        let w0 = self.w0();
        let mut out = Vec::new();
        let num = |x: &Number| f.num(x);
        let approx = |x: &Number| crate::present::minus(crate::kinds::decision::approx_text(f, x));
        if self.loss_curve {
            let losses: Option<Vec<Mixed>> = std::iter::once(&w0)
                .chain(run.steps.iter().map(|s| &s.weights))
                .map(|w| {
                    model::loss(w, &self.samples, self.objective())
                        .ok()
                        .map(|(_, total)| total)
                })
                .collect();
            if let Some(losses) = losses {
                let values: Vec<Number> = losses.iter().map(mid).collect();
                let text = |k: usize| crate::present::minus(pr::show_short(f, &losses[k]));
                let texts = crate::figure::training::Texts {
                    num: &num,
                    loss: &text,
                    approx: &approx,
                    lang: f.lang,
                };
                if let Some(svg) = crate::figure::training::loss_curve(&values, self.window.y.as_ref(), &texts) {
                    out.push(FigureView::new(
                        "loss_curve",
                        &f.lang.t("figure-loss-curve-title"),
                        &svg,
                    ));
                }
            }
        }
        let w: Vec<Number> = run.final_weights(&w0).iter().map(mid).collect();
        let one_feature = |x: &[Number]| match x {
            [_, v] => Some(v.clone()),
            [v] => Some(v.clone()),
            _ => None,
        };
        let weights = match w.as_slice() {
            [a, b] => Some((a.clone(), b.clone())),
            [b] => Some((Number::zero(), b.clone())),
            _ => None,
        };
        let samples: Option<Vec<(Number, bool)>> = self
            .samples
            .iter()
            .map(|s| Some((one_feature(&s.x)?, s.positive)))
            .collect();
        if self.sigmoid
            && let (Some(w), Some(samples)) = (weights, samples)
        {
            let labels = match self.training.labels {
                Labels::ZeroOne => ("0", "1"),
                Labels::PlusMinus => ("−1", "1"),
            };
            let fig = crate::figure::training::Sigmoid {
                w,
                samples: &samples,
                labels,
                set_x: self.window.x.as_ref(),
            };
            let none = |_: usize| String::new();
            let texts = crate::figure::training::Texts {
                num: &num,
                loss: &none,
                approx: &approx,
                lang: f.lang,
            };
            if let Some(svg) = fig.svg(&texts) {
                out.push(FigureView::new("sigmoid", &f.lang.t("figure-sigmoid-title"), &svg));
            }
        }
        out
    }

    /// The worked view of one part.
    pub(super) fn part_view(&self, f: &Fmt, work: &Worked) -> PartView {
        let lines = |lines| PartView::Lines(Lines::new(lines));
        match work {
            Worked::Probabilities(zp) => lines(
                self.samples
                    .iter()
                    .zip(zp)
                    .enumerate()
                    .map(|(n, (s, (z, p)))| {
                        format!(
                            "x̄{i} = {}: $w^\\top \\bar{{x}}_{{{k}}}$ = {}, σ({}) = 1/(1 + {}) = **{}**",
                            f.vec(&s.x),
                            pr::show(f, z),
                            pr::show(f, z),
                            pr::exp_text(f, &z.neg()),
                            pr::show(f, p),
                            i = i_sub(n),
                            k = n + 1
                        )
                    })
                    .collect(),
            ),
            Worked::Loss { z, terms, total, norm2 } => lines(self.loss_lines(f, z, terms, total, norm2)),
            Worked::Gradient { rows, g } => {
                let mut out: Vec<String> = self
                    .samples
                    .iter()
                    .zip(rows)
                    .enumerate()
                    .map(|(n, (s, (sigma, scaled)))| {
                        let work = format!(
                            "$(\\sigma(w^\\top \\bar{{x}}_{{{k}}}) - t_{{{k}}})\\, \\bar{{x}}_{{{k}}}$ = ({} − {})·{} = {}",
                            pr::show(f, sigma),
                            pr::show(f, &s.t()),
                            f.vec(&s.x),
                            pr::show_vec(f, scaled),
                            k = n + 1
                        );
                        f.lang
                            .ta("logistic-regression-sample-line", &[("n", (n + 1).into()), ("work", work.into())])
                    })
                    .collect();
                let reg = match self.lambda_text(f) {
                    Some(l) => format!(
                        " + 2λω̃ = {}$\\bar{{X}}^\\top (\\sigma - t)$ + 2·{l}·{}",
                        self.scale_text(),
                        f.vec(&self.omega_tilde())
                    ),
                    None => String::new(),
                };
                out.push(format!(
                    "∇L(w) = {}$\\bar{{X}}^\\top (\\sigma - t)${reg} = **{}**",
                    self.scale_text(),
                    pr::show_vec(f, g)
                ));
                lines(out)
            }
            Worked::Hessian { r, h } => {
                let reg = match self.lambda_text(f) {
                    Some(l) if self.bias() => format!(
                        " {}",
                        f.lang.ta(
                            "logistic-regression-hessian-reg",
                            &[("term", format!("+ 2·{l}·Ĩ").into())]
                        )
                    ),
                    Some(l) => format!(" + 2·{l}·I"),
                    None => String::new(),
                };
                PartView::Hessian {
                    lines: vec![
                        format!(
                            "$R = \\operatorname{{diag}}(\\sigma_n (1 - \\sigma_n))$ = diag{}",
                            pr::show_vec(f, r)
                        ),
                        format!(
                            "$H$ = {}$\\bar{{X}}^\\top R \\bar{{X}}${reg} = $\\sum_n R_{{nn}} \\bar{{x}}_n \\bar{{x}}_n^\\top${reg}:",
                            self.scale_text()
                        ),
                    ],
                    table: pr::matrix_table(f, h),
                }
            }
            Worked::Parameters { d } => lines(self.parameters_lines(f, *d)),
            Worked::Trace => PartView::Trace {},
            Worked::FinalWeights(fin) => lines(vec![format!("w = **{}**", pr::show_vec(f, fin))]),
            Worked::Failed(e) => lines(vec![pr::failed_text(f, *e)]),
        }
    }

    /// The parameters of logistic regression and of a generative model with Gaussian classes.
    pub(super) fn parameters_lines(&self, f: &Fmt, d: usize) -> Vec<String> {
        vec![
            if self.bias() {
                f.lang
                    .ta("logistic-regression-parameters-bias", &[("n", (d + 1).into())])
            } else {
                f.lang.ta("logistic-regression-parameters-no-bias", &[("n", d.into())])
            },
            f.lang.ta(
                "logistic-regression-parameters-generative",
                &[
                    ("means", (2 * d).into()),
                    ("covariances", (d * (d + 1)).into()),
                    ("n", (d * (d + 3) + 1).into()),
                ],
            ),
        ]
    }

    pub(super) fn loss_lines(
        &self,
        f: &Fmt,
        zs: &[Mixed],
        terms: &[Mixed],
        total: &Mixed,
        norm2: &Number,
    ) -> Vec<String> {
        let log = self.log();
        let mut lines = Vec::new();
        for (n, ((s, l), z)) in self.samples.iter().zip(terms).zip(zs).enumerate() {
            let minus_yz = if s.positive { z.neg() } else { z.clone() };
            let text = if self.pm() {
                format!(
                    "${tlog}(1 + e^{{-y_{{{i}}} w^\\top \\bar{{x}}_{{{i}}}}})$ = {log}(1 + {})",
                    pr::exp_text(f, &minus_yz),
                    tlog = if log == "log₂" { "\\log_2" } else { "\\ln" },
                    i = n + 1
                )
            } else if s.positive {
                format!(
                    "$-{tlog} \\sigma(w^\\top \\bar{{x}}_{{{k}}})$ = {log}(1 + {})",
                    pr::exp_text(f, &minus_yz),
                    tlog = if log == "log₂" { "\\log_2" } else { "\\ln" },
                    k = n + 1
                )
            } else {
                format!(
                    "$-{tlog}(1 - \\sigma(w^\\top \\bar{{x}}_{{{k}}}))$ = {log}(1 + {})",
                    pr::exp_text(f, &minus_yz),
                    tlog = if log == "log₂" { "\\log_2" } else { "\\ln" },
                    k = n + 1
                )
            };
            let work = format!("ℓ{} = {text} = {}", i_sub(n), pr::show(f, l));
            lines.push(f.lang.ta(
                "logistic-regression-loss-line",
                &[
                    ("n", (n + 1).into()),
                    ("y", self.label(s).into()),
                    ("wx", WX.into()),
                    ("z", pr::show(f, z).into()),
                    ("work", work.into()),
                ],
            ));
        }
        let sum: Vec<String> = terms.iter().map(|t| pr::show(f, t)).collect();
        let (reg, reg_value) = match self.lambda_text(f) {
            Some(l) => (" + λ‖ω‖²".to_string(), format!(" + {l}·{}", f.num(norm2))),
            None => (String::new(), String::new()),
        };
        let scale = self.mean_text();
        let sum = if scale.is_empty() {
            sum.join(" + ")
        } else {
            format!("{scale}({})", sum.join(" + "))
        };
        lines.push(format!(
            "L(w) = {scale}$\\sum_n \\ell_n${reg} = {sum}{reg_value} = **{}**",
            pr::show(f, total)
        ));
        lines
    }

    pub(super) fn trace_table(&self, f: &Fmt, run: &Run) -> Table {
        let w = self.w0();
        match &self.training.method {
            Method::Sgd | Method::Ogd { .. } => {
                let ogd = matches!(self.training.method, Method::Ogd { .. });
                let mut header = vec!["t", "n", X_BAR, "y", WX, self.sigma_header()];
                if ogd {
                    header.extend(["$\\eta_t$", "‖w′‖"]);
                }
                header.push("w");
                let mut t = Table::new(&header);
                let mut first = vec![String::new(); header.len() - 1];
                first.push(pr::show_vec(f, &w));
                t.row(&first);
                for (k, s) in run.steps.iter().enumerate() {
                    let n = s.sample.unwrap_or(0);
                    let sample = &self.samples[n];
                    let mut row = vec![
                        (k + 1).to_string(),
                        (n + 1).to_string(),
                        f.vec(&sample.x),
                        self.label(sample).to_string(),
                        s.z.as_ref().map(|z| pr::show_short(f, z)).unwrap_or_default(),
                        s.sigma.as_ref().map(|z| pr::show_short(f, z)).unwrap_or_default(),
                    ];
                    if ogd {
                        row.push(pr::show_short(f, &s.rate));
                        row.push(match &s.projected {
                            Some((norm, _)) => f.lang.ta(
                                "logistic-regression-projected",
                                &[("norm", pr::show_short(f, norm).into())],
                            ),
                            None => "≤ U".into(),
                        });
                    }
                    row.push(pr::show_vec_short(f, &s.weights));
                    t.row(&row);
                }
                pr::shorten(f, t, 1)
            }
            Method::Batch => {
                let mut t = Table::new(&["t", "∇L(w)", "w ← w − η∇L(w)"]);
                t.row(&["", "", &pr::show_vec(f, &w)]);
                for (k, s) in run.steps.iter().enumerate() {
                    t.row(&[
                        (k + 1).to_string(),
                        pr::show_vec_short(f, &s.grad),
                        pr::show_vec_short(f, &s.weights),
                    ]);
                }
                pr::shorten(f, t, 1)
            }
            Method::Newton => {
                let mut t = Table::new(&["t", "g = ∇L(w)", "H", "H⁻¹g", "w ← w − H⁻¹g"]);
                t.row(&["", "", "", "", &pr::show_vec(f, &w)]);
                for (k, s) in run.steps.iter().enumerate() {
                    let step: Vec<Mixed> = s.change.iter().map(Mixed::neg).collect();
                    t.row(&[
                        (k + 1).to_string(),
                        pr::show_vec_short(f, &s.grad),
                        s.hessian.as_ref().map(|h| matrix_inline(f, h)).unwrap_or_default(),
                        pr::show_vec_short(f, &step),
                        pr::show_vec_short(f, &s.weights),
                    ]);
                }
                pr::shorten(f, t, 1)
            }
        }
    }

    /// The σ column of the SGD/OGD trace tables, typeset.
    pub(super) fn sigma_header(&self) -> &'static str {
        if self.pm() {
            r"$\sigma(-y\, w^\top \bar{x})$"
        } else {
            r"$\sigma(w^\top \bar{x})$"
        }
    }

    /// The names of the weights, one column each: w₀, w₁, … (w₁, … without a bias).
    pub(super) fn weight_names(&self) -> Vec<String> {
        let first = usize::from(!self.bias());
        (first..first + self.initial.len())
            .map(|d| format!("w{}", subscript(d)))
            .collect()
    }

    /// The student's blank trace: the columns of the worked trace with one column per weight,
    /// the initial weights, and a row per step (at most [`BLANK_STEPS`]) with only the step,
    /// and for SGD/OGD the sample, x̄ and y, filled in.
    pub(super) fn blank_trace(&self, f: &Fmt) -> Table {
        let names = self.weight_names();
        let mut header: Vec<String> = match &self.training.method {
            Method::Sgd | Method::Ogd { .. } => {
                let mut h: Vec<String> = ["t", "n", X_BAR, "y", WX, self.sigma_header()]
                    .map(String::from)
                    .to_vec();
                if matches!(self.training.method, Method::Ogd { .. }) {
                    h.extend(["$\\eta_t$", "‖w′‖"].map(String::from));
                }
                h
            }
            Method::Batch => ["t", "∇L(w)"].map(String::from).to_vec(),
            Method::Newton => ["t", "g = ∇L(w)", "H"].map(String::from).to_vec(),
        };
        let given = header.len();
        header.extend(names);
        let mut t = Table::new(&header);
        let mut first = vec![String::new(); given];
        first.extend(self.initial.iter().map(|w| f.num(w)));
        t.row(&first);
        for step in 1..=self.training.steps.min(BLANK_STEPS) {
            let mut row = vec![step.to_string()];
            if matches!(self.training.method, Method::Sgd | Method::Ogd { .. })
                && let Some(sample) = self.samples.get((step - 1) % self.samples.len().max(1))
            {
                let n = (step - 1) % self.samples.len().max(1);
                row.extend([(n + 1).to_string(), f.vec(&sample.x), self.label(sample).to_string()]);
            }
            row.resize(header.len(), String::new());
            t.row(&row);
        }
        t
    }

    /// The student's blank final weights: one column per weight.
    pub(super) fn blank_final_weights(&self) -> Table {
        let names = self.weight_names();
        let mut t = Table::new(&names);
        t.row(&vec![String::new(); names.len()]);
        t
    }

    pub(super) fn rule_text(&self, f: &Fmt) -> String {
        let omega = if self.bias() { "(0, w₁, …, w_D)" } else { "w" };
        let reg = match self.lambda_text(f) {
            Some(l) => f.lang.ta(
                "logistic-regression-rule-reg",
                &[("l", l.into()), ("omega", omega.into())],
            ),
            None => String::new(),
        };
        let per_sample = !matches!(self.training.method, Method::Batch | Method::Newton);
        let base2 = if self.ln2_kept() {
            format!(" {}", f.lang.t("logistic-regression-rule-ln2-kept"))
        } else if self.objective().log2 && per_sample {
            format!(" {}", f.lang.t("logistic-regression-rule-ln2-absorbed"))
        } else {
            String::new()
        };
        // the step size written in the rule: η (η_t), or η/ln 2 (η_t/ln 2) when the factor is kept
        let (eta, eta_t) = if self.ln2_kept() {
            ("(η/ln 2)", "($\\eta_t$/ln 2)")
        } else {
            ("η", "$\\eta_t$")
        };
        let rate = f.num(&self.training.eta);
        let update = |step: &str, prefix: &str| {
            if self.pm() {
                format!("{prefix} + {step}·$\\sigma(-y\\, w^\\top \\bar{{x}})\\, y\\, \\bar{{x}}$")
            } else {
                format!("{prefix} − {step}·$(\\sigma(w^\\top \\bar{{x}}) - y)\\, \\bar{{x}}$")
            }
        };
        match &self.training.method {
            Method::Sgd => f.lang.ta(
                "logistic-regression-rule-sgd",
                &[
                    ("labels", (if self.pm() { "±1" } else { "0/1" }).into()),
                    ("update", update(eta, "w ← w").into()),
                    ("eta", rate.into()),
                    ("reg", reg.into()),
                    ("base2", base2.into()),
                ],
            ),
            Method::Ogd { radius } => f.lang.ta(
                "logistic-regression-rule-ogd",
                &[
                    ("update", update(eta_t, "w′ = w").into()),
                    ("etat", "$\\eta_t = \\eta/\\sqrt{t}$".into()),
                    ("eta", rate.into()),
                    ("reg", reg.into()),
                    ("base2", base2.into()),
                    ("u", f.num(radius).into()),
                ],
            ),
            Method::Batch => f.lang.ta(
                "logistic-regression-rule-batch",
                &[
                    (
                        "grad",
                        format!(
                            "{}$\\sum_n (\\sigma(w^\\top \\bar{{x}}_n) - t_n)\\,\\bar{{x}}_n${}",
                            self.scale_text(),
                            self.lambda_text(f).map(|l| format!(" + 2·{l}·ω̃")).unwrap_or_default()
                        )
                        .into(),
                    ),
                    ("eta", rate.into()),
                ],
            ),
            Method::Newton => f.lang.ta(
                "logistic-regression-rule-newton",
                &[
                    (
                        "g",
                        format!(
                            "{s}$\\bar{{X}}^\\top (\\sigma - t)${}",
                            self.lambda_text(f).map(|l| format!(" + 2·{l}·ω̃")).unwrap_or_default(),
                            s = self.scale_text()
                        )
                        .into(),
                    ),
                    (
                        "h",
                        format!(
                            "{s}$\\bar{{X}}^\\top R \\bar{{X}}${}",
                            self.lambda_text(f).map(|l| format!(" + 2·{l}·Ĩ")).unwrap_or_default(),
                            s = self.scale_text()
                        )
                        .into(),
                    ),
                    ("r", R_DIAG.into()),
                ],
            ),
        }
    }

    pub(super) fn halt_text(&self, f: &Fmt, run: &Run) -> Option<String> {
        let id = match run.halt {
            Halt::Done => return None,
            Halt::Singular => "logistic-regression-halt-singular",
            Halt::NumericallySingular => "logistic-regression-halt-numerically-singular",
            Halt::Overflow => "logistic-regression-halt-overflow",
        };
        Some(f.lang.ta(id, &[("n", (run.steps.len() + 1).into())]))
    }
}
