//! The `mlex` command. Thin: parse the arguments and run; `cli` picks the exit code.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
