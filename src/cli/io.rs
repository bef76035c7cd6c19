//! The command line's contact with the file system and the terminal, all of it untrusted:
//!
//! * inputs are read up to a cap ([`SPEC_CAP`], [`ANSWERS_CAP`]) and must be UTF-8 (the error
//!   says where they are not);
//! * directories are walked without following links to directories;
//! * output files (`-o`, `--csv`) are never an input, never a link, FIFO, device or read-only
//!   file, and are replaced whole: the text is made in memory first, written to an anonymous
//!   file (Linux `O_TMPFILE`) or an exclusively created file of random name in the target
//!   directory, and renamed over the target;
//! * standard output may close early (`| head`): the command stops quietly with exit 0;
//! * control characters of untrusted text never reach the terminal raw.

use std::borrow::Cow;
use std::fs::{File, Metadata};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use mlex::Source;

pub use mlex::input::{ANSWERS_CAP, RESPONSES_CAP, SPEC_CAP, size_text};
use mlex::input::{io_reason, read_capped};

/// What an input is, for its size cap and the messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A spec file.
    Spec,
    /// A Markdown document of `weave`/`verify`.
    Document,
    /// A student's answers file.
    Answers,
    /// A Moodle quiz's Responses report (CSV), of `mlex report --moodle`.
    Responses,
}

impl Input {
    fn cap(self) -> u64 {
        match self {
            Input::Spec | Input::Document => SPEC_CAP,
            Input::Answers => ANSWERS_CAP,
            Input::Responses => RESPONSES_CAP,
        }
    }

    fn what(self) -> &'static str {
        match self {
            Input::Spec => "a spec file",
            Input::Document => "a document",
            Input::Answers => "an answers file",
            Input::Responses => "a Moodle Responses report",
        }
    }
}

/// An input that could not be read: the full message (with its help line) for stderr, and a
/// one-line reason for a CSV row.
#[derive(Debug)]
pub struct ReadError {
    /// `error: …` and a help line.
    pub message: String,
    /// One line, without `error: `.
    pub short: String,
}

impl ReadError {
    fn new(short: String, help: &str) -> Self {
        ReadError {
            message: format!("error: {short}\n  help: {help}"),
            short,
        }
    }
}

/// Reads a source (a file, or standard input for `-`) of at most `kind`'s cap, as UTF-8.
pub fn read_input(path: &Path, kind: Input) -> Result<Arc<Source>, ReadError> {
    let stdin = path.as_os_str() == "-";
    // The name is shown in every message about the file (rustc-style diagnostics too).
    let name = if stdin {
        "<stdin>".to_string()
    } else {
        terminal_safe(&path.display().to_string()).into_owned()
    };
    let cap = kind.cap();
    let read = if stdin {
        read_capped(io::stdin().lock(), cap)
    } else {
        File::open(path).and_then(|f| {
            if f.metadata()?.is_dir() {
                return Err(io::Error::other("it is a directory"));
            }
            read_capped(f, cap)
        })
    };
    let bytes = read.map_err(|e| {
        ReadError::new(
            format!("cannot read `{name}`: {}", io_reason(&e)),
            "check the path and that the file can be read",
        )
    })?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::new(
            format!(
                "`{name}` is larger than {}, the most mlex reads from {}",
                size_text(cap),
                kind.what()
            ),
            if kind == Input::Responses {
                "a quiz's Responses report is about 2 KB per attempt; check that this is the right file"
            } else {
                "an exercise needs far less; check that this is the right file"
            },
        ));
    }
    let text = utf8(&name, bytes)?;
    Ok(Source::new(name, text))
}

/// The text of `bytes`, or an error naming where the first byte that is not UTF-8 is.
fn utf8(name: &str, bytes: Vec<u8>) -> Result<String, ReadError> {
    mlex::input::utf8(name, bytes).map_err(|short| ReadError::new(short, "save the file as UTF-8"))
}

// ---------------------------------------------------------------------------------------------
// Directories.

/// The `.yaml`/`.yml` files under `dir`, sorted. Links to files are read; links to directories
/// are not followed (so a link to `.` or to a parent cannot loop or load a file twice).
pub fn walk_specs(dir: &Path) -> io::Result<Vec<PathBuf>> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            let kind = entry.file_type()?;
            let path = entry.path();
            if kind.is_dir() {
                walk(&path, out)?;
            } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml")
                && (kind.is_file() || kind.is_symlink() && path.is_file())
            {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, &mut out)?;
    out.sort();
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// Output files.

/// The metadata of an existing target that may be replaced; `None` when it does not exist.
fn target_meta(flag: &str, target: &Path) -> Result<Option<Metadata>, String> {
    let shown = target.display();
    // a figure written beside `-o FILE` is named alone
    let named = if flag.is_empty() {
        format!("`{shown}`")
    } else {
        format!("`{flag} {shown}`")
    };
    let meta = match std::fs::symlink_metadata(target) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("error: cannot write `{shown}`: {}", io_reason(&e))),
    };
    let kind = meta.file_type();
    if kind.is_symlink() {
        return Err(format!(
            "error: {named} is a symbolic link; mlex replaces files, not links, and does not write through them\n  help: give the path of the file it points to, or remove the link"
        ));
    }
    if kind.is_dir() {
        return Err(format!(
            "error: {named} is a directory\n  help: give a file path, such as `{}`",
            target.join("worksheet.md").display()
        ));
    }
    if !kind.is_file() {
        return Err(format!(
            "error: {named} is {}, not a regular file; mlex writes its output to a new file and renames it into place\n  help: choose a file path, or write to standard output and redirect it (`> {shown}`)",
            kind_name(&meta)
        ));
    }
    if meta.permissions().readonly() || !writable(target) {
        return Err(format!(
            "error: {named} is read-only\n  help: make it writable (`chmod u+w {shown}`) or choose another path"
        ));
    }
    Ok(Some(meta))
}

fn kind_name(meta: &Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_block_device() || t.is_char_device() {
            return "a device";
        }
    }
    "a special file"
}

#[cfg(unix)]
fn writable(path: &Path) -> bool {
    rustix::fs::access(path, rustix::fs::Access::WRITE_OK).is_ok()
}

#[cfg(not(unix))]
fn writable(_: &Path) -> bool {
    true
}

#[cfg(unix)]
fn same_file(a: &Metadata, b: &Metadata, _: Option<(&Path, &Path)>) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(_: &Metadata, _: &Metadata, paths: Option<(&Path, &Path)>) -> bool {
    paths.is_some_and(|(a, b)| matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y))
}

/// What standard input is (a file redirected with `<`, a pipe, a terminal).
#[cfg(unix)]
fn stdin_meta() -> Option<Metadata> {
    use std::os::fd::AsFd;
    let fd = io::stdin().as_fd().try_clone_to_owned().ok()?;
    File::from(fd).metadata().ok()
}

#[cfg(not(unix))]
fn stdin_meta() -> Option<Metadata> {
    None
}

/// The record of what mlex wrote into a directory: one file a line, `LENGTH CRC32 PATH` (the
/// path relative to the directory; a line of a path alone, as mlex 0.x wrote them, matches by
/// name). A file is replaced only while it is listed with the length and checksum it has now.
pub const WRITTEN_RECORD: &str = ".mlex-written";

/// What mlex wrote to a file: its length and CRC-32, so that a file changed since (by hand,
/// or by another program) is no longer taken for mlex's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mark {
    len: u64,
    crc: u32,
}

impl Mark {
    fn of(bytes: &[u8]) -> Mark {
        Mark {
            len: bytes.len() as u64,
            crc: crc32fast::hash(bytes),
        }
    }

    /// Whether the file at `path` (of metadata `meta`) is still what was written.
    fn matches(self, path: &Path, meta: &Metadata) -> bool {
        meta.len() == self.len && std::fs::read(path).is_ok_and(|b| Mark::of(&b) == self)
    }
}

/// The entries of a record: path → mark (`None` for a line of a path alone).
type Record = std::collections::BTreeMap<PathBuf, Option<Mark>>;

fn parse_record(text: &str) -> Record {
    let mut record = Record::new();
    for line in text.lines().filter(|l| !l.is_empty()) {
        let marked = line.split_once(' ').and_then(|(len, rest)| {
            let (crc, path) = rest.split_once(' ')?;
            let len = len.parse().ok()?;
            let crc = (crc.len() == 8).then(|| u32::from_str_radix(crc, 16).ok()).flatten()?;
            Some((PathBuf::from(path), Some(Mark { len, crc })))
        });
        let (path, mark) = marked.unwrap_or_else(|| (PathBuf::from(line), None));
        record.insert(path, mark);
    }
    record
}

/// Reads the record of `root` (none: empty); an error when it is not a regular file.
fn read_record(root: &Path) -> Result<Record, String> {
    let record = root.join(WRITTEN_RECORD);
    match std::fs::symlink_metadata(&record) {
        Ok(m) if !m.is_file() => Err(format!(
            "error: `{}` is not a regular file\n  help: remove it; mlex records there the files it wrote",
            record.display()
        )),
        Ok(_) => std::fs::read(&record)
            .map(|t| parse_record(&String::from_utf8_lossy(&t)))
            .map_err(|e| format!("error: cannot read `{}`: {}", record.display(), io_reason(&e))),
        Err(_) => Ok(Record::new()),
    }
}

/// The one guard of everything mlex writes: a directory of outputs (`mlex exam -o DIR`) or the
/// directory of one output file ([`OutFile`]). Every file is checked with [`OutDir::check`]:
/// never onto an input (the same file through any path or link), never through a symbolic
/// link (the file, or a directory under the output directory), never onto a FIFO, device or
/// read-only file, and never over a file that mlex did not write or that changed since (a
/// roster sitting in DIR as `key.csv`, a hand-edited key) unless `--force`. What is written is
/// recorded in the directory's [`WRITTEN_RECORD`] by [`OutDir::finish`], so a run replaces its
/// own earlier output and nothing else.
pub struct OutDir {
    root: PathBuf,
    /// `mlex exam -o DIR`: DIR is made when missing, and may not be a link.
    whole: bool,
    inputs: Vec<(String, Metadata)>,
    earlier: Record,
    force: bool,
    /// What this run wrote (relative to the root), from any thread.
    written: std::sync::Mutex<Vec<(PathBuf, Mark)>>,
}

impl OutDir {
    /// Checks the output directory `root` of `mlex exam` (`flag` names it in messages) and
    /// reads what an earlier run wrote.
    pub fn open(flag: &str, root: &Path, inputs: &[PathBuf], force: bool) -> Result<OutDir, String> {
        let shown = root.display();
        match std::fs::symlink_metadata(root) {
            Ok(m) if m.file_type().is_symlink() => {
                return Err(format!(
                    "error: `{flag} {shown}` is a symbolic link; mlex does not write through links\n  help: give the path of the directory it points to, or remove the link"
                ));
            }
            Ok(m) if !m.is_dir() => return Err(format!("error: `{flag} {shown}` is not a directory")),
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(format!("error: cannot write `{shown}`: {}", io_reason(&e))),
        }
        OutDir::new(root, true, inputs, force)
    }

    fn new(root: &Path, whole: bool, inputs: &[PathBuf], force: bool) -> Result<OutDir, String> {
        let inputs = inputs
            .iter()
            .filter(|p| p.as_os_str() != "-")
            .filter_map(|p| std::fs::metadata(p).ok().map(|m| (format!("`{}`", p.display()), m)))
            .chain(stdin_meta().map(|m| ("on standard input".to_string(), m)))
            .collect();
        Ok(OutDir {
            root: root.to_path_buf(),
            whole,
            inputs,
            earlier: read_record(root)?,
            force,
            written: std::sync::Mutex::new(Vec::new()),
        })
    }

    /// `path` relative to the directory.
    fn relative<'a>(&self, path: &'a Path) -> &'a Path {
        match path.strip_prefix(&self.root) {
            Ok(rel) => rel,
            Err(_) if !self.whole => path.file_name().map_or(path, Path::new),
            Err(_) => path,
        }
    }

    /// Checks that `path` (under the directory; `flag` names it) may be written: the refusals
    /// above, for an existing file.
    pub fn check(&self, flag: &str, path: &Path) -> Result<(), String> {
        let rel = self.relative(path);
        let shown = if self.whole || flag.is_empty() {
            format!("`{}`", path.display())
        } else {
            format!("`{flag} {}`", path.display())
        };
        if rel.file_name().is_some_and(|n| n == WRITTEN_RECORD) {
            return Err(format!(
                "error: {shown} is the record of the files mlex wrote in its directory\n  help: choose another output path"
            ));
        }
        let Some(meta) = target_meta(flag, path)? else {
            return Ok(());
        };
        if let Some((input, _)) = self.inputs.iter().find(|(_, i)| same_file(i, &meta, None)) {
            return Err(format!(
                "error: {shown} would overwrite the input file {input}\n  help: choose another output path{}",
                if self.whole {
                    ", or move the input out of the output directory"
                } else {
                    ""
                }
            ));
        }
        if self.force {
            return Ok(());
        }
        let record = self.root.join(WRITTEN_RECORD);
        match self.earlier.get(rel) {
            None => Err(format!(
                "error: {shown} exists and mlex did not write it (it is not in `{}`)\n  help: move it away or choose another output path; `--force` replaces it",
                record.display()
            )),
            Some(Some(mark)) if !mark.matches(path, &meta) => Err(format!(
                "error: {shown} has changed since mlex wrote it (its length or checksum is not the one in `{}`)\n  help: keep your changes by choosing another output path; `--force` replaces it",
                record.display()
            )),
            Some(_) => Ok(()),
        }
    }

    /// Checks that `path` (under the directory) may be written, then writes it whole (creating
    /// its directories under an exam's output directory).
    pub fn write(&self, flag: &str, path: &Path, bytes: &[u8]) -> Result<(), String> {
        if self.whole && !self.root.is_dir() {
            std::fs::create_dir_all(&self.root)
                .map_err(|e| format!("error: cannot create `{}`: {}", self.root.display(), io_reason(&e)))?;
        }
        let rel = self.relative(path);
        // every directory between the root and the file: not a link, and a directory
        let mut at = self.root.clone();
        let parts: Vec<_> = rel.components().collect();
        for part in &parts[..parts.len().saturating_sub(1)] {
            at.push(part);
            make_dir(&at)?;
        }
        self.check(flag, path)?;
        write_file(flag, path, bytes)?;
        if let Ok(mut w) = self.written.lock() {
            w.push((rel.to_path_buf(), Mark::of(bytes)));
        }
        Ok(())
    }

    /// Records the files written (and those of the record still there), for the next run to
    /// replace: at the end of a run, and after a failed one too (its files are its own). The
    /// record is read again first, so that another run's entries written meanwhile stay.
    pub fn finish(&self) -> Result<(), String> {
        let written = self.written.lock().map(|w| w.clone()).unwrap_or_default();
        let mut all = read_record(&self.root).unwrap_or_default();
        all.extend(self.earlier.iter().map(|(p, m)| (p.clone(), *m)));
        all.retain(|p, _| self.root.join(p).is_file());
        if written.is_empty() && all == self.earlier {
            return Ok(());
        }
        all.extend(written.into_iter().map(|(p, m)| (p, Some(m))));
        let mut text = String::new();
        for (p, mark) in all {
            let p = p.to_string_lossy();
            if p.contains(['\n', '\r']) {
                continue; // not recordable: replaced only with `--force`
            }
            if let Some(m) = mark {
                text.push_str(&format!("{} {:08x} ", m.len, m.crc));
            }
            text.push_str(&p);
            text.push('\n');
        }
        write_file("-o", &self.root.join(WRITTEN_RECORD), text.as_bytes())
    }
}

/// Makes the directory `at` under an output directory, or checks that it is one (not a link).
fn make_dir(at: &Path) -> Result<(), String> {
    match std::fs::symlink_metadata(at) {
        Ok(m) if m.file_type().is_symlink() => Err(format!(
            "error: `{}` is a symbolic link; mlex does not write through links\n  help: remove the link, or choose another output directory",
            at.display()
        )),
        Ok(m) if !m.is_dir() => Err(format!("error: `{}` is not a directory", at.display())),
        Ok(_) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            std::fs::create_dir(at)
                .or_else(|e| {
                    if e.kind() == io::ErrorKind::AlreadyExists {
                        Ok(())
                    } else {
                        Err(e)
                    }
                })
                .map_err(|e| format!("error: cannot create `{}`: {}", at.display(), io_reason(&e)))?;
            // made by another thread meanwhile, or by us: checked again as a directory
            if std::fs::symlink_metadata(at).is_ok_and(|m| m.is_dir()) {
                Ok(())
            } else {
                Err(format!("error: `{}` is not a directory", at.display()))
            }
        }
        Err(e) => Err(format!("error: cannot write `{}`: {}", at.display(), io_reason(&e))),
    }
}

/// One output file (`-o FILE`, `--csv FILE`), through the guard of its directory ([`OutDir`]):
/// checked when opened, before any work, and again when written.
pub struct OutFile {
    flag: &'static str,
    path: PathBuf,
    dir: OutDir,
}

impl OutFile {
    /// Checks `path` as an output of the run that reads `inputs`.
    pub fn open(flag: &'static str, path: &Path, inputs: &[PathBuf], force: bool) -> Result<OutFile, String> {
        let root = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let dir = OutDir::new(root, false, inputs, force)?;
        dir.check(flag, path)?;
        Ok(OutFile {
            flag,
            path: path.to_path_buf(),
            dir,
        })
    }

    /// The path given.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes another file beside this one (a figure of a Markdown worksheet), through the same
    /// guard; recorded by [`OutFile::write`], or by [`OutFile::abandon`] when the run fails.
    pub fn write_beside(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let path = self.path.parent().unwrap_or(Path::new("")).join(name);
        self.dir.write("", &path, bytes)
    }

    /// Writes the file whole and records it (with what was written beside it).
    pub fn write(&self, bytes: &[u8]) -> Result<(), String> {
        let written = self.dir.write(self.flag, &self.path, bytes);
        let recorded = self.dir.finish();
        written.and(recorded)
    }

    /// Records what was written beside the file of a run that failed.
    pub fn abandon(&self) {
        let _ = self.dir.finish();
    }
}

/// The file of `-o FILE`, or `None` for standard output (no `-o`, or `-o -`).
pub fn file_output(path: Option<&Path>) -> Option<&Path> {
    path.filter(|p| p.as_os_str() != "-")
}

/// Writes `bytes` to `path`, replacing it whole or not at all, keeping an existing file's
/// permissions. The target is checked again (not a link, FIFO, device or read-only file).
fn write_file(flag: &str, path: &Path, bytes: &[u8]) -> Result<(), String> {
    let existing = target_meta(flag, path)?;
    let fail = |e: io::Error| format!("error: cannot write `{}`: {}", path.display(), io_reason(&e));
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    let perms = existing.map(|m| m.permissions());
    #[cfg(target_os = "linux")]
    if let Some(result) = anonymous::write(dir, &name, path, bytes, perms.as_ref()) {
        return result.map_err(fail);
    }
    write_named(dir, &name, path, bytes, perms.as_ref()).map_err(fail)
}

/// Through a file created exclusively (never following a planted link) at a random name in the
/// target directory, removed on any error.
fn write_named(
    dir: &Path,
    name: &str,
    path: &Path,
    bytes: &[u8],
    perms: Option<&std::fs::Permissions>,
) -> io::Result<()> {
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".mlex-tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Like a newly created file: 0666 less the umask.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir)?;
    if let Some(p) = perms {
        tmp.as_file().set_permissions(p.clone())?;
    }
    tmp.write_all(bytes)?;
    tmp.flush()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Linux: the bytes go to an anonymous `O_TMPFILE` file that has no name while it is written, so
/// a process killed meanwhile (`kill -9`, a full disk's SIGXFSZ) leaves nothing behind; it is
/// then linked at a random name and renamed over the target.
#[cfg(target_os = "linux")]
mod anonymous {
    use std::fs::{OpenOptions, Permissions};
    use std::io::{self, Write};
    use std::os::fd::AsRawFd;
    use std::os::unix::fs::OpenOptionsExt;
    use std::path::Path;

    use rustix::fs::{AtFlags, CWD, OFlags, linkat};
    use rustix::io::Errno;

    /// `None` when the file system has no `O_TMPFILE` or `/proc` is missing: use a named file.
    pub fn write(
        dir: &Path,
        name: &str,
        path: &Path,
        bytes: &[u8],
        perms: Option<&Permissions>,
    ) -> Option<io::Result<()>> {
        let mut file = match OpenOptions::new()
            .write(true)
            .mode(0o666)
            .custom_flags(OFlags::TMPFILE.bits() as i32)
            .open(dir)
        {
            Ok(f) => f,
            Err(_) => return None,
        };
        let written = (|| {
            if let Some(p) = perms {
                file.set_permissions(p.clone())?;
            }
            file.write_all(bytes)?;
            file.flush()
        })();
        if let Err(e) = written {
            return Some(Err(e));
        }
        let proc_path = format!("/proc/self/fd/{}", file.as_raw_fd());
        for _ in 0..64 {
            let tmp = dir.join(format!(".{name}.{}.mlex-tmp", random_suffix()));
            // linkat never follows a link at `tmp`: it fails when anything is there.
            match linkat(CWD, proc_path.as_str(), CWD, &tmp, AtFlags::SYMLINK_FOLLOW) {
                Ok(()) => {
                    let renamed = std::fs::rename(&tmp, path);
                    if renamed.is_err() {
                        let _ = std::fs::remove_file(&tmp);
                    }
                    return Some(renamed);
                }
                Err(Errno::EXIST) => continue,
                Err(Errno::NOENT | Errno::PERM | Errno::ACCESS | Errno::XDEV | Errno::NOSYS) => return None,
                Err(e) => return Some(Err(e.into())),
            }
        }
        Some(Err(io::Error::other("no free temporary name")))
    }

    fn random_suffix() -> String {
        use std::hash::{BuildHasher, RandomState};
        // RandomState's keys come from the operating system's random source.
        format!("{:016x}", RandomState::new().hash_one(std::time::SystemTime::now()))
    }
}

// ---------------------------------------------------------------------------------------------
// Standard output and standard error.

/// Why a command stopped writing.
#[derive(Debug)]
pub enum Stop {
    /// Standard output was closed by its reader (`| head`): stop quietly, exit 0.
    Closed,
    /// Any other write error: the message is printed, exit 2.
    Failed(String),
}

impl Stop {
    /// The exit code, printing the message of a failure.
    pub fn exit(self) -> u8 {
        match self {
            Stop::Closed => 0,
            Stop::Failed(m) => {
                err(&m);
                2
            }
        }
    }
}

/// The exit code of a command that may have stopped writing.
pub fn finish(r: Result<u8, Stop>) -> u8 {
    r.unwrap_or_else(Stop::exit)
}

fn stop(e: &io::Error) -> Stop {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Stop::Closed
    } else {
        Stop::Failed(format!("error: cannot write to standard output: {e}"))
    }
}

/// Writes `text` to standard output as it is (a worksheet, or JSON).
pub fn out_raw(text: &str) -> Result<(), Stop> {
    let mut o = io::stdout().lock();
    o.write_all(text.as_bytes())
        .and_then(|()| o.flush())
        .map_err(|e| stop(&e))
}

/// Writes a report (text built from untrusted input) to standard output, control characters
/// escaped.
pub fn out(text: &str) -> Result<(), Stop> {
    out_raw(&terminal_safe(text))
}

/// Writes a document (a worksheet): as it is, but with control characters escaped when standard
/// output is a terminal.
pub fn out_document(text: &str) -> Result<(), Stop> {
    if io::stdout().is_terminal() {
        out(text)
    } else {
        out_raw(text)
    }
}

/// Writes a message to standard error, control characters escaped; a closed standard error is
/// ignored.
pub fn err(text: &str) {
    let mut e = io::stderr().lock();
    let _ = e.write_all(terminal_safe(text).as_bytes());
    let _ = e.write_all(b"\n");
}

/// `text` with every control character that a terminal would act on made visible: C0 controls
/// (except tab and newline) and DEL as their Unicode control pictures (`␛`, `␇`, `␍`), C1
/// controls and the bidirectional formatting characters as `\u009b`-style escapes (valid inside
/// JSON and YAML double-quoted strings, where such characters can appear).
pub fn terminal_safe(text: &str) -> Cow<'_, str> {
    fn unsafe_char(c: char) -> bool {
        (c.is_control() && c != '\n' && c != '\t')
            || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    }
    if !text.chars().any(unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            c if !unsafe_char(c) => out.push(c),
            '\u{7f}' => out.push('\u{2421}'),
            c if (c as u32) < 0x20 => out.push(char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}')),
            c => out.push_str(&format!("\\u{:04x}", c as u32)),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn control_characters_are_made_visible() {
        assert_eq!(terminal_safe("a\tb\nc"), "a\tb\nc");
        assert_eq!(terminal_safe("\u{1b}[2J\u{1b}]0;pwned\u{7}"), "␛[2J␛]0;pwned␇");
        assert_eq!(terminal_safe("x\ry\u{7f}"), "x␍y␡");
        assert_eq!(terminal_safe("\u{9b}31m \u{202e}abc"), "\\u009b31m \\u202eabc");
        // the escapes of C1 and bidi characters keep a JSON string valid and equal
        let json = serde_json::to_string("\u{9b}\u{202e}").unwrap();
        let v: String = serde_json::from_str(&terminal_safe(&json)).unwrap();
        assert_eq!(v, "\u{9b}\u{202e}");
    }

    #[test]
    fn non_utf8_is_located() {
        let e = utf8("f", b"ab\ncd\xe9\xff".to_vec()).unwrap_err();
        assert_eq!(
            e.short,
            "`f` is not UTF-8 text: byte 0xe9 at line 2, column 3 (byte offset 5)"
        );
        let e = utf8("f", b"\xc3\xa9\xc3".to_vec()).unwrap_err();
        assert!(e.short.contains("line 1, column 2 (byte offset 2)"), "{}", e.short);
    }

    #[test]
    fn sizes_are_named_in_binary_units() {
        assert_eq!(size_text(SPEC_CAP), "4 MiB");
        assert_eq!(size_text(ANSWERS_CAP), "1 MiB");
        assert_eq!(size_text(512 << 10), "512 KiB");
        assert_eq!(size_text(100), "100 bytes");
    }

    #[test]
    fn only_a_closed_pipe_is_quiet() {
        assert!(matches!(
            stop(&io::Error::from(io::ErrorKind::BrokenPipe)),
            Stop::Closed
        ));
        let Stop::Failed(m) = stop(&io::Error::from(io::ErrorKind::StorageFull)) else {
            panic!("a full disk is an error");
        };
        assert!(m.starts_with("error: cannot write to standard output"), "{m}");
    }

    #[test]
    fn the_record_reads_marks_and_paths_alone() {
        // CRC-32's check value: crc32(b"123456789") = 0xCBF43926 (the CRC catalogue; Python's
        // zlib.crc32 gives 3421780262 = 0xcbf43926)
        assert_eq!(
            Mark::of(b"123456789"),
            Mark {
                len: 9,
                crc: 0xcbf4_3926
            }
        );
        let r = parse_record("9 cbf43926 key.csv\nvariant-001/exam.md\n12 nothex1x a b\n\n3 0000000a with space.md\n");
        assert_eq!(
            r.get(Path::new("key.csv")),
            Some(&Some(Mark {
                len: 9,
                crc: 0xcbf4_3926
            }))
        );
        // a path alone (the first format) matches by name
        assert_eq!(r.get(Path::new("variant-001/exam.md")), Some(&None));
        // a line whose fields are not a length and 8 hex digits is a path alone
        assert_eq!(r.get(Path::new("12 nothex1x a b")), Some(&None));
        assert_eq!(r.get(Path::new("with space.md")), Some(&Some(Mark { len: 3, crc: 10 })));
        assert_eq!(r.len(), 4);
    }

    #[test]
    fn the_named_fallback_replaces_whole_and_leaves_nothing() {
        let dir = std::env::temp_dir().join(format!("mlex-io-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.md");
        std::fs::write(&target, "old").unwrap();
        write_named(&dir, "out.md", &target, b"new", None).unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        // a missing directory is an error and leaves nothing
        assert!(write_named(&dir.join("nope"), "x", &dir.join("nope/x"), b"x", None).is_err());
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("out.md")]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
