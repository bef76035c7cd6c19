<?php
// A class sits a quiz made of an mlex export, then Moodle's own reports are saved: the quiz
// "Responses" report as its CSV download and the quiz statistics per question.
//
//   MOODLE_DIR=path/to/moodle/src php quiz.php IMPORT.json BANK.json COURSE STUDENTS OUTDIR
//
// IMPORT.json: import.php's summary of the export imported into COURSE (its short name).
// BANK.json: class.py's responses per question name (right, other, slip, half).
// Makes in COURSE a quiz with one random slot per category of the export (as the export
// intends: a category holds the variants of one exam question), deferred feedback, each slot
// worth the question's default mark; STUDENTS users (report2-RUN-NN), enrolled as students;
// one attempt each, started, answered and submitted through mod_quiz's attempt API, each
// question answered one of five ways by a fixed pattern (right, other, slip, half, blank):
// right more often the higher the student's number, as in a class of graded abilities.
// Writes OUTDIR/responses.csv (quiz_responses report, download "csv": question text, response
// and right answer columns, all enrolled users with attempts), OUTDIR/statistics.json
// (quiz_statistics: per slot facility, SD, discrimination index and discriminative efficiency,
// the quiz's figures) and OUTDIR/attempts.json (what each student was given and answered).

$args = $argv;
foreach ([1, 2] as $i) {
    if (isset($args[$i]) && is_readable($args[$i])) {
        $args[$i] = realpath($args[$i]);
    }
}
if (isset($args[5]) && !str_starts_with($args[5], '/')) {
    $args[5] = getcwd() . '/' . $args[5];
}
require(__DIR__ . '/boot.php');
require_once($CFG->libdir . '/questionlib.php');
require_once($CFG->libdir . '/enrollib.php');
require_once($CFG->dirroot . '/user/lib.php');
require_once($CFG->dirroot . '/mod/quiz/locallib.php');
require_once($CFG->dirroot . '/mod/quiz/report/reportlib.php');
require_once($CFG->dirroot . '/mod/quiz/report/default.php');
require_once($CFG->dirroot . '/mod/quiz/report/attemptsreport.php');
require_once($CFG->dirroot . '/mod/quiz/report/responses/report.php');
require_once($CFG->dirroot . '/mod/quiz/report/statistics/report.php');
require_once($CFG->libdir . '/testing/generator/lib.php');

use mod_quiz\quiz_attempt;
use mod_quiz\quiz_settings;

[$importfile, $bankfile, $shortname, $nstudents, $outdir] = array_slice($args, 1, 5) + [null, null, null, null, null];
if (!$importfile || !$bankfile || !$shortname || !$nstudents || !$outdir) {
    cli_error("usage: MOODLE_DIR=... php quiz.php IMPORT.json BANK.json COURSE STUDENTS OUTDIR");
}
@mkdir($outdir, 0777, true);
$import = json_decode(file_get_contents($importfile), true);
$bank = json_decode(file_get_contents($bankfile), true);
\core\session\manager::set_user(get_admin());
$course = $DB->get_record('course', ['shortname' => $shortname], '*', MUST_EXIST);

// The quiz: one random slot per category of the export, in the categories' order.
$gen = new testing_data_generator();
$quiz = $gen->create_module('quiz', ['course' => $course->id, 'name' => "mlex class $shortname",
    'preferredbehaviour' => 'deferredfeedback', 'questionsperpage' => 0, 'grade' => 100]);
$cm = get_coursemodule_from_instance('quiz', $quiz->id, $course->id, false, MUST_EXIST);
$categories = [];
$marks = [];
foreach ($import['questions'] as $q) {
    $categories[$q['categoryid']] = $q['category'];
    $marks[$q['categoryid']] = (float) $DB->get_field('question', 'defaultmark', ['id' => $q['id']]);
}
uasort($categories, fn($a, $b) => strnatcmp($a, $b));
$quizobj = quiz_settings::create($quiz->id);
$structure = $quizobj->get_structure();
foreach (array_keys($categories) as $catid) {
    $structure->add_random_questions(1, 1, ['filter' => ['category' => ['jointype' => 1,
        'values' => [$catid], 'filteroptions' => ['includesubcategories' => false]]]]);
}
// each slot worth its questions' mark (a random slot is made worth 1)
$quizobj = quiz_settings::create($quiz->id);
$structure = $quizobj->get_structure();
$catids = array_keys($categories);
foreach ($structure->get_slots() as $slot) {
    $structure->update_slot_maxmark($slot, $marks[$catids[$slot->slot - 1]]);
}
quiz_update_sumgrades($quizobj->get_quiz());
$quizobj = quiz_settings::create($quiz->id);
echo "quiz {$quiz->id} (cmid {$cm->id}) in {$course->shortname}: " . count($categories) . " random slots, "
    . "sum of grades {$quizobj->get_quiz()->sumgrades}\n";

// The class.
$studentrole = $DB->get_field('role', 'id', ['shortname' => 'student'], MUST_EXIST);
$kinds = ['slip', 'other', 'half', 'blank', 'slip'];
$attemptsout = [];
for ($s = 1; $s <= (int) $nstudents; $s++) {
    $username = strtolower(preg_replace('/[^A-Za-z0-9]+/', '', $shortname)) . sprintf('s%02d', $s);
    $user = $DB->get_record('user', ['username' => $username]);
    if (!$user) {
        $id = user_create_user((object) ['username' => $username, 'password' => 'Stud-pass1!',
            'firstname' => "Student", 'lastname' => sprintf('%02d', $s), 'email' => "$username@example.invalid",
            'auth' => 'manual', 'confirmed' => 1, 'mnethostid' => $CFG->mnet_localhost_id], false, false);
        $user = $DB->get_record('user', ['id' => $id]);
    }
    enrol_try_internal_enrol($course->id, $user->id, $studentrole);
    \core\session\manager::set_user($user);
    $quizobj = quiz_settings::create($quiz->id, $user->id);
    $attempt = quiz_prepare_and_start_new_attempt($quizobj, 1, null);
    $attemptobj = quiz_attempt::create($attempt->id);
    $post = [];
    $given = [];
    foreach ($attemptobj->get_slots() as $slot) {
        $qa = $attemptobj->get_question_attempt($slot);
        $q = $qa->get_question();
        // student s answers right when a fixed pseudo-random draw is under their ability
        // (from 0.25 to 0.95 along the class), else one of the wrong kinds in turn
        $ability = 0.25 + 0.7 * ($s - 1) / max(1, (int) $nstudents - 1);
        $draw = (crc32("$s/$slot") % 1000) / 1000;
        $kind = $draw < $ability ? 'right' : $kinds[($s + $slot) % count($kinds)];
        $given[$slot] = ['name' => $q->name, 'kind' => $kind];
        if ($kind === 'blank') {
            continue;
        }
        $resp = $bank[$q->name][$kind] ?? null;
        if ($resp === null) {
            throw new coding_exception("no $kind response for {$q->name}");
        }
        $prefix = $qa->get_field_prefix();
        foreach (post_data($q, $qa, $resp) as $k => $v) {
            $post[$prefix . $k] = $v;
        }
        $post[$prefix . ':sequencecheck'] = $qa->get_sequence_check_count();
    }
    $post['slots'] = implode(',', $attemptobj->get_slots());
    $attemptobj->process_submitted_actions(time(), false, $post);
    $attemptobj = quiz_attempt::create($attempt->id);
    $attemptobj->process_finish(time(), false);
    $attemptobj = quiz_attempt::create($attempt->id);
    foreach ($attemptobj->get_slots() as $slot) {
        $qa = $attemptobj->get_question_attempt($slot);
        $given[$slot]['mark'] = $qa->get_mark();
        $given[$slot]['maxmark'] = (float) $qa->get_max_mark();
    }
    $attemptsout[] = ['user' => $username, 'attempt' => (int) $attempt->id,
        'sumgrades' => (float) $attemptobj->get_sum_marks(), 'slots' => $given];
    echo sprintf("%s  %6.2f  %s\n", $username, $attemptobj->get_sum_marks(),
        implode(' ', array_map(fn($g) => $g['kind'], $given)));
}
\core\session\manager::set_user(get_admin());
file_put_contents("$outdir/attempts.json", json_encode($attemptsout, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE) . "\n");

// the quiz record as it is now (its sum of grades set by the slots' marks)
$quiz = $DB->get_record('quiz', ['id' => $quiz->id], '*', MUST_EXIST);

// Moodle's statistics of the attempts (the quiz_statistics report's calculation, cached by it).
$context = context_module::instance($cm->id);
$PAGE->set_context($context);
$PAGE->set_url('/mod/quiz/report.php', ['id' => $cm->id, 'mode' => 'statistics']);
$stats = new quiz_statistics_report();
$questions = $stats->load_and_initialise_questions_for_calculations($quiz);
[$quizstats, $questionstats] = $stats->get_all_stats_and_analysis($quiz, QUIZ_GRADEAVERAGE,
    question_attempt::ALL_TRIES, new \core\dml\sql_join(), $questions);
$out = ['quiz' => ['firstattemptscount' => $quizstats->firstattemptscount,
    'allattemptscount' => $quizstats->allattemptscount,
    'allattemptsavg' => $quizstats->allattemptsavg, 'median' => $quizstats->median,
    'standarddeviation' => $quizstats->standarddeviation, 'cic' => $quizstats->cic,
    'errorratio' => $quizstats->errorratio, 'standarderror' => $quizstats->standarderror,
    'sumgrades' => (float) $quizobj->get_quiz()->sumgrades], 'slots' => []];
foreach ($questionstats->get_all_slots() as $slot) {
    $st = $questionstats->for_slot($slot);
    $out['slots'][] = ['slot' => $slot, 'maxmark' => (float) $st->maxmark, 's' => $st->s,
        'facility' => $st->facility, 'sd' => $st->sd, 'effectiveweight' => $st->effectiveweight,
        'discriminationindex' => $st->discriminationindex,
        'discriminativeefficiency' => $st->discriminativeefficiency,
        'randomguessscore' => $st->randomguessscore,
        // as the statistics table prints them (mod/quiz/report/statistics/statistics_table.php)
        'shown' => ['facility' => pct($st->facility * 100), 'sd' => pct($st->sd / $st->maxmark * 100),
            'discriminationindex' => pct($st->discriminationindex),
            'discriminativeefficiency' => pct($st->discriminativeefficiency)]];
}
file_put_contents("$outdir/statistics.json", json_encode($out, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE) . "\n");
echo "statistics: $outdir/statistics.json\n";

// The Responses report, downloaded as CSV by the report's own code (its table's dataformat
// export writes to the output and ends the script: the file is written at shutdown).
$_GET = ['id' => $cm->id, 'mode' => 'responses', 'download' => 'csv', 'attempts' => 'enrolled_with',
    'qtext' => 0, 'resp' => 1, 'right' => 1, 'whichtries' => question_attempt::LAST_TRY];
$csvfile = "$outdir/responses.csv";
ob_start();
register_shutdown_function(function () use ($csvfile) {
    $csv = ob_get_clean();
    file_put_contents($csvfile, $csv);
    fwrite(STDOUT, "responses: $csvfile (" . strlen($csv) . " bytes)\n");
});
$report = new quiz_responses_report();
$report->display($quiz, $cm, $course);

/** A figure as the statistics table prints it (its format_percentage: 2 decimals, "%"). */
function pct($x): ?string {
    return is_numeric($x) ? get_string('percents', 'moodle', format_float($x, 2)) : null;
}

/** Post data for one response, in the field names of the question type (as attempt.php). */
function post_data(question_definition $q, question_attempt $qa, array $resp): array {
    $type = $q->get_type_name();
    if ($type === 'numerical' || $type === 'shortanswer') {
        return ['answer' => (string) $resp['answer']];
    }
    if ($type === 'multichoice') {
        return ['answer' => ord($resp['choice']) - ord('A')];
    }
    if ($type === 'multianswer') {
        $post = [];
        foreach ($resp['blanks'] as $i => $value) {
            $sub = $q->subquestions[$i];
            if ($sub->get_type_name() === 'multichoice') {
                $idx = null;
                foreach ($sub->get_order($qa) as $k => $ansid) {
                    $text = trim(html_entity_decode(strip_tags($sub->answers[$ansid]->answer)));
                    if ($text === $value || str_starts_with($text, $value . ')')) {
                        $idx = $k;
                        break;
                    }
                }
                if ($idx === null) {
                    throw new coding_exception("blank $i: no option '$value'");
                }
                $post["sub{$i}_answer"] = $idx;
            } else {
                $post["sub{$i}_answer"] = (string) $value;
            }
        }
        return $post;
    }
    throw new coding_exception("type $type not handled");
}
