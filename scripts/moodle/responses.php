<?php
// The Responses report of a quiz quiz.php made, downloaded again as CSV by the report's own
// code, with the question text too (the "Show the: question text" option).
//
//   MOODLE_DIR=path/to/moodle/src php responses.php COURSE OUT.csv [LANG]
//
// COURSE: the course's short name (its newest quiz is taken). LANG: the language the report
// is made in (the site's default if not given; a language pack must be installed for it).

$args = $argv;
if (isset($args[2]) && !str_starts_with($args[2], '/')) {
    $args[2] = getcwd() . '/' . $args[2];
}
require(__DIR__ . '/boot.php');
require_once($CFG->dirroot . '/mod/quiz/locallib.php');
require_once($CFG->dirroot . '/mod/quiz/report/reportlib.php');
require_once($CFG->dirroot . '/mod/quiz/report/default.php');
require_once($CFG->dirroot . '/mod/quiz/report/attemptsreport.php');
require_once($CFG->dirroot . '/mod/quiz/report/responses/report.php');

[$shortname, $csvfile, $lang] = array_slice($args, 1, 3) + [null, null, null];
if (!$shortname || !$csvfile) {
    cli_error("usage: MOODLE_DIR=... php responses.php COURSE OUT.csv [LANG]");
}
\core\session\manager::set_user(get_admin());
if ($lang) {
    force_current_language($lang);
}
$course = $DB->get_record('course', ['shortname' => $shortname], '*', MUST_EXIST);
$quizzes = $DB->get_records('quiz', ['course' => $course->id], 'id DESC', '*', 0, 1);
$quiz = reset($quizzes);
if (!$quiz) {
    cli_error("no quiz in $shortname");
}
$cm = get_coursemodule_from_instance('quiz', $quiz->id, $course->id, false, MUST_EXIST);
$_GET = ['id' => $cm->id, 'mode' => 'responses', 'download' => 'csv', 'attempts' => 'enrolled_with',
    'qtext' => 1, 'resp' => 1, 'right' => 1, 'whichtries' => question_attempt::LAST_TRY];
ob_start();
register_shutdown_function(function () use ($csvfile) {
    $csv = ob_get_clean();
    file_put_contents($csvfile, $csv);
    fwrite(STDOUT, "responses: $csvfile (" . strlen($csv) . " bytes)\n");
});
$report = new quiz_responses_report();
$report->display($quiz, $cm, $course);
