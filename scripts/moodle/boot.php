<?php
// The start every script here shares: Moodle's command-line set-up, from the installed Moodle
// whose code directory MOODLE_DIR names. A script makes its path arguments absolute first
// (Moodle's set-up changes the working directory), then requires this file.

define('CLI_SCRIPT', true);
$moodledir = getenv('MOODLE_DIR');
if (!$moodledir || !is_readable($moodledir . '/config.php')) {
    fwrite(STDERR, "set MOODLE_DIR to an installed Moodle's code directory (the one with config.php)\n");
    exit(2);
}
require($moodledir . '/config.php');
require_once($CFG->libdir . '/clilib.php');
