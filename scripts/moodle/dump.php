<?php
// What Moodle stores for some questions, as JSON: the latest version of each question's bank
// entry, its texts (questiontext, generalfeedback) and answers, and for a cloze question
// (multianswer) its blanks' subquestions, each with its cloze code and answers.
//
//   MOODLE_DIR=path/to/moodle/src php dump.php OUT.json QUESTIONID...
//
// A question id may be any version of the entry: the dump is of the newest version
// (`latest_id`), so a dump after an edit-form save shows what the save stored.

$args = $argv;
if (isset($args[1]) && !str_starts_with($args[1], '/')) {
    $args[1] = getcwd() . '/' . $args[1];
}
require(__DIR__ . '/boot.php');

$out = $args[1] ?? null;
$ids = array_map('intval', array_slice($args, 2));
if (!$out || !$ids) {
    cli_error("usage: MOODLE_DIR=... php dump.php OUT.json QUESTIONID...");
}

function answers_of(int $qid): array {
    global $DB;
    $rows = $DB->get_records('question_answers', ['question' => $qid], 'id');
    return array_values(array_map(fn($a) => ['answer' => $a->answer, 'fraction' => (float) $a->fraction,
        'feedback' => $a->feedback], $rows));
}

$dump = [];
foreach ($ids as $id) {
    $entry = $DB->get_field('question_versions', 'questionbankentryid', ['questionid' => $id], MUST_EXIST);
    $latest = $DB->get_record_sql("SELECT questionid, version FROM {question_versions}
                                    WHERE questionbankentryid = ? ORDER BY version DESC", [$entry], IGNORE_MULTIPLE);
    $q = $DB->get_record('question', ['id' => $latest->questionid], '*', MUST_EXIST);
    $subs = [];
    if ($q->qtype === 'multianswer') {
        $seq = $DB->get_field('question_multianswer', 'sequence', ['question' => $q->id]);
        foreach (array_filter(explode(',', (string) $seq)) as $sid) {
            $s = $DB->get_record('question', ['id' => $sid]);
            $subs[] = $s ? ['qtype' => $s->qtype, 'questiontext' => $s->questiontext,
                'defaultmark' => (float) $s->defaultmark, 'answers' => answers_of((int) $s->id)] : null;
        }
    }
    $dump[(string) $id] = [
        'latest_id' => (int) $q->id,
        'version' => (int) $latest->version,
        'name' => $q->name,
        'qtype' => $q->qtype,
        'questiontext' => $q->questiontext,
        'questiontextformat' => (int) $q->questiontextformat,
        'generalfeedback' => $q->generalfeedback,
        'defaultmark' => (float) $q->defaultmark,
        'answers' => answers_of((int) $q->id),
        'subquestions' => $subs,
    ];
}
file_put_contents($out, json_encode($dump, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES) . "\n");
echo count($dump), " questions dumped to $out\n";
