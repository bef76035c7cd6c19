//! The `mlex` command. Thin: parse the arguments and run; `cli` picks the exit code.

mod cli;

// The allocator of the command line (Cargo.toml says why).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    cli::run()
}
