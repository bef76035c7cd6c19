(function () {
  "use strict";
  // mlex's practice page: the boxes → the checker (WebAssembly, inlined) → verdicts.
  // The page's only script; it makes no request (docs/practice.md).
  var data = JSON.parse(document.getElementById("mlex-data").textContent);
  // A report line as `mlex check` writes it: `a value` in backticks shows as code. Every piece
  // goes in as text, so a line can carry no markup of its own.
  function withCode(el, line) {
    line.split("`").forEach(function (piece, i) {
      if (i % 2 === 1 && piece !== "") {
        var c = document.createElement("code");
        c.textContent = piece;
        el.appendChild(c);
      } else {
        el.appendChild(document.createTextNode(piece));
      }
    });
  }
  var text = data.text;
  var status = document.querySelector(".practice-status");
  var wasm = null;
  var articles = Array.prototype.slice.call(document.querySelectorAll("article.practice"));
  // A table header that is only a formula (MathML, `g = w_y^T x̄`): its symbols as its text
  // alternative, which axe-core and older screen readers need to announce the column.
  document.querySelectorAll("th math:not([aria-label])").forEach(function (m) {
    var words = [];
    m.querySelectorAll("mi, mo, mn, mtext").forEach(function (t) {
      var w = t.textContent.trim();
      if (w) words.push(w);
    });
    m.setAttribute("aria-label", words.join(" "));
  });
  // A table wider than the page scrolls: it can take the focus, so the keyboard scrolls it too.
  function scrollables() {
    document.querySelectorAll("main table").forEach(function (t) {
      if (t.closest(".grid")) return; // the boxes' grid scrolls with the focus of its boxes
      var wide = t.scrollWidth > t.clientWidth + 1;
      if (wide) t.setAttribute("tabindex", "0");
      else if (t.getAttribute("tabindex") === "0") t.removeAttribute("tabindex");
    });
  }
  window.addEventListener("resize", scrollables);
  // every box an id, for its message's aria-describedby (the page's HTML carries no ids)
  document.querySelectorAll("fieldset.part input[data-path]").forEach(function (input, n) {
    input.id = "mlex-box-" + (n + 1);
  });

  function setStatus(text, failed) {
    status.textContent = text;
    status.className = "practice-status" + (failed ? " failed" : "");
  }

  function bytesOf(b64) {
    var bin = atob(b64.replace(/\s+/g, ""));
    var out = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }

  function load() {
    var gz = bytesOf(document.getElementById("mlex-wasm").textContent);
    var stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).arrayBuffer()
      .then(function (bytes) { return WebAssembly.instantiate(bytes, {}); })
      .then(function (r) {
        // the module must be the checker `mlex practice` checked (its sources' hash)
        var x = r.instance.exports;
        var id = new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.mlex_identity(), x.mlex_identity_len()));
        if (id !== data.checker) throw new Error("another checker: " + id);
        wasm = x;
      });
  }

  // One request to the checker (mlex::practice::respond); never throws.
  function respond(request) {
    if (!wasm) return { error: text.not_loaded };
    try {
      var input = new TextEncoder().encode(JSON.stringify(request));
      var at = wasm.mlex_input(input.length);
      new Uint8Array(wasm.memory.buffer, at, input.length).set(input);
      var n = wasm.mlex_respond();
      var out = new Uint8Array(wasm.memory.buffer, wasm.mlex_output(), n);
      return JSON.parse(new TextDecoder().decode(out));
    } catch (e) {
      return { error: text.bug };
    }
  }

  function variantOf(article) { return data.variants[Number(article.dataset.index)]; }

  function storageKey(article) {
    var v = variantOf(article);
    if (data.exam) return "mlex-practice/exam/" + data.title + "/" + data.seed + "/" + v.number;
    return "mlex-practice/" + v.id + "/" + (data.seed === null ? "spec" : data.seed + "/" + v.number);
  }

  function parts(root) { return Array.prototype.slice.call(root.querySelectorAll("fieldset.part")); }

  function questions(article) { return Array.prototype.slice.call(article.querySelectorAll("section.question")); }

  // A part's name in the saved boxes: `id/part` on an exam's page.
  function savedName(f) {
    var q = f.closest("section.question");
    return (q ? q.dataset.exercise + "/" : "") + f.dataset.part;
  }

  function partOf(root, exercise, part) {
    if (exercise !== undefined && exercise !== null) {
      root = root.querySelector('section.question[data-exercise="' + CSS.escape(exercise) + '"]');
      if (!root) return null;
    }
    return root.querySelector('fieldset.part[data-part="' + CSS.escape(part) + '"]');
  }

  function boxesOf(fieldset) {
    var out = [];
    if (fieldset.querySelector("[data-choice]")) {
      var picked = [];
      fieldset.querySelectorAll("input:checked").forEach(function (i) { picked.push(i.value); });
      out.push(["", picked.join(",")]);
    } else {
      fieldset.querySelectorAll("input[data-path]").forEach(function (i) { out.push([i.dataset.path, i.value]); });
    }
    return out;
  }

  function request(article) {
    var v = variantOf(article);
    if (data.exam) {
      return {
        exam: data.spec,
        files: data.files,
        seed: data.seed,
        variant: v.number,
        decimal_comma: data.decimal_comma,
        lang: data.lang,
        questions: questions(article).map(function (q) {
          return [q.dataset.exercise, parts(q).map(function (f) { return [f.dataset.part, boxesOf(f)]; })];
        })
      };
    }
    return {
      spec: data.spec,
      seed: data.seed,
      variant: v.number,
      decimal_comma: data.decimal_comma,
      lang: data.lang,
      boxes: parts(article).map(function (f) { return [f.dataset.part, boxesOf(f)]; })
    };
  }

  function save(article) {
    var saved = {};
    parts(article).forEach(function (f) { saved[savedName(f)] = boxesOf(f); });
    try { localStorage.setItem(storageKey(article), JSON.stringify(saved)); } catch (e) { /* storage off */ }
  }

  function restore(article) {
    var saved = null;
    try { saved = JSON.parse(localStorage.getItem(storageKey(article)) || "null"); } catch (e) { saved = null; }
    if (!saved || typeof saved !== "object") return;
    parts(article).forEach(function (f) {
      var boxes = saved[savedName(f)];
      if (!Array.isArray(boxes)) return;
      boxes.forEach(function (b) {
        if (!Array.isArray(b) || typeof b[1] !== "string") return;
        if (f.querySelector("[data-choice]")) {
          var picked = b[1].split(",");
          f.querySelectorAll("input").forEach(function (i) { i.checked = picked.indexOf(i.value) >= 0; });
        } else {
          f.querySelectorAll("input[data-path]").forEach(function (i) { if (i.dataset.path === b[0]) i.value = b[1]; });
        }
      });
    });
  }

  function clearMarks(article) {
    parts(article).forEach(function (f) {
      f.className = "part";
      f.querySelector(".verdict").textContent = "";
      f.querySelector(".feedback").textContent = "";
    });
    article.querySelectorAll("input.bad, input.wrong").forEach(function (i) {
      i.classList.remove("bad");
      i.classList.remove("wrong");
      i.removeAttribute("aria-invalid");
      i.removeAttribute("aria-describedby");
    });
    article.querySelectorAll(".question-score").forEach(function (e) { e.textContent = ""; });
    article.querySelector(".score").textContent = "";
  }

  // One exercise's report (`mlex check --json`'s) on its parts under `root`; `bad`: the parts
  // with a marked box.
  function showParts(root, report, bad, shown) {
    var points = (shown && shown.parts) || [];
    (report.parts || []).forEach(function (p, i) {
      var f = partOf(root, null, p.part);
      if (!f) return;
      var fb = f.querySelector(".feedback");
      if (bad[p.part]) {
        f.className = "part wrong";
        f.querySelector(".verdict").textContent = text.fix_boxes;
        return;
      }
      f.className = "part " + p.verdict;
      var word = text[p.verdict] || p.verdict;
      // points as `mlex check` writes them (at most 2 decimals); none for a part worth none
      var sp = points[i] || { earned: p.earned, points: p.points };
      var pts = sp.points === "0" ? "" : " (" + sp.earned + " / " + sp.points + ")";
      f.querySelector(".verdict").textContent = word + pts;
      // the boxes the checker found wrong: marked (a dashed border and hatching, not colour alone)
      // and aria-invalid, until the box is edited or the page checked again
      (sp.wrong || []).forEach(function (path) {
        var input = f.querySelector('input[data-path="' + CSS.escape(path) + '"]');
        if (!input) return;
        input.classList.add("wrong");
        input.setAttribute("aria-invalid", "true");
      });
      var lines = (p.details || []).slice();
      if (p.hint) lines.unshift(p.hint);
      if (lines.length) {
        var ul = document.createElement("ul");
        lines.forEach(function (l) { var li = document.createElement("li"); withCode(li, l); ul.appendChild(li); });
        fb.appendChild(ul);
      }
    });
  }

  function show(article, r) {
    clearMarks(article);
    var score = article.querySelector(".score");
    if (r.error) { score.textContent = r.error; return; }
    var bad = {};
    (r.box_errors || []).forEach(function (e) {
      var key = (e.exercise === undefined ? "" : e.exercise + "/") + e.part;
      bad[key] = true;
      var f = partOf(article, e.exercise, e.part);
      if (!f) return;
      var input = f.querySelector('input[data-path="' + CSS.escape(e.path) + '"]');
      if (!input) return;
      input.classList.add("bad");
      input.setAttribute("aria-invalid", "true");
      // the message goes under the part's boxes (never inside the table, where it would widen
      // a column or cover the next box), named by its box and tied to it
      var fb = f.querySelector(".feedback");
      var list = fb.querySelector("ul.box-messages");
      if (!list) {
        list = document.createElement("ul");
        list.className = "box-messages";
        fb.insertBefore(list, fb.firstChild);
      }
      var li = document.createElement("li");
      li.id = input.id + "-msg";
      var where = input.getAttribute("aria-label") || "";
      var strong = document.createElement("strong");
      strong.textContent = where;
      li.appendChild(strong);
      li.appendChild(document.createTextNode(": "));
      var msg = document.createElement("span");
      msg.className = "msg";
      msg.textContent = e.message;
      li.appendChild(msg);
      list.appendChild(li);
      input.setAttribute("aria-describedby", li.id);
    });
    var report = r.report || {};
    if (report.invalid) { score.textContent = report.invalid; return; }
    var shown = r.shown || {};
    if (data.exam) {
      var each = shown.exercises || [];
      (report.exercises || []).forEach(function (x, i) {
        var q = article.querySelector('section.question[data-exercise="' + CSS.escape(x.exercise) + '"]');
        if (!q) return;
        var mine = {};
        Object.keys(bad).forEach(function (k) { if (k.indexOf(x.exercise + "/") === 0) mine[k.slice(x.exercise.length + 1)] = true; });
        var xs = each[i] || {};
        showParts(q, x.report || {}, mine, xs);
        var all = x.report && x.report.all_right && !xs.unchecked;
        var qs = q.querySelector(".question-score");
        qs.textContent = (all ? "✓ " : "") + x.earned + " / " + x.points;
        qs.className = "question-score" + (all ? " right" : "");
      });
      var allRight = (report.exercises || []).every(function (x, i) {
        return x.report && x.report.all_right && !(each[i] || {}).unchecked;
      });
      score.textContent = (allRight ? text.all_right + " " : "") + text.score + " " + report.score + " / " + report.total;
      return;
    }
    showParts(article, report, bad, shown);
    // the parts checked: one whose boxes are not answers is marked and counts in neither score
    var allRight = report.all_right && !shown.unchecked;
    score.textContent = (allRight ? text.all_right + " " : "") + text.score + " " + shown.score + " / " +
      shown.total + (shown.unchecked_text ? " " + shown.unchecked_text : "");
  }

  function download(article) {
    var r = respond(request(article));
    if (r.error) { show(article, r); return; }
    if (r.box_errors && r.box_errors.length) { show(article, r); }
    var blob = new Blob([r.answers], { type: "text/yaml" });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    var v = variantOf(article);
    a.download = data.exam
      ? "answers-exam-seed-" + data.seed + "-variant-" + v.number + ".yaml"
      : "answers-" + v.id + (data.seed === null ? "" : "-variant-" + v.number) + ".yaml";
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  }

  articles.forEach(function (article, k) {
    restore(article);
    var form = article.querySelector("form");
    form.addEventListener("input", function (e) {
      // an edited box is no longer the one the checker marked wrong
      var box = e.target;
      if (box.classList && box.classList.contains("wrong")) {
        box.classList.remove("wrong");
        if (!box.classList.contains("bad")) box.removeAttribute("aria-invalid");
      }
      save(article);
    });
    form.addEventListener("change", function () { save(article); });
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      show(article, respond(request(article)));
    });
    article.querySelectorAll("button[data-action]").forEach(function (b) {
      var action = b.dataset.action;
      if (action === "check") return;
      b.addEventListener("click", function () {
        if (action === "solution") {
          var s = (b.closest("section.question") || article).querySelector("section.solution");
          s.hidden = !s.hidden;
          b.textContent = s.hidden ? text.show_solution : text.hide_solution;
          scrollables();
        } else if (action === "download") {
          download(article);
        } else if (action === "clear") {
          form.querySelectorAll("input[data-path]").forEach(function (i) { i.value = ""; });
          form.querySelectorAll("input[type=radio], input[type=checkbox]").forEach(function (i) { i.checked = false; });
          clearMarks(article);
          save(article);
        } else if (action === "another") {
          // the focus stays on the same button, now the shown variant's
          var next = articles[(k + 1) % articles.length];
          article.hidden = true;
          next.hidden = false;
          next.scrollIntoView();
          scrollables();
          var again = next.querySelector("button[data-action=another]");
          if (again) again.focus({ preventScroll: true });
        }
      });
    });
  });

  scrollables();
  load().then(function () {
    setStatus(text.ready, false);
  }, function () {
    setStatus(text.failed, true);
  });
})();
