//! The `mlex` command. Thin: the command line is the library's crate-private `cli` module, which
//! parses the arguments, runs and picks the exit code.

// The allocator of the command line (Cargo.toml says why).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    mlex::main()
}
