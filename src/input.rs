//! Reading input text safely: a size cap (an endless input such as `/dev/zero` stops), and UTF-8
//! errors located by line, column and byte offset. Used by [`crate::read_source`] and the CLI.

use std::io::{self, Read};

/// The most bytes read from one spec file or Markdown document (or standard input as either).
pub const SPEC_CAP: u64 = 4 << 20;
/// The most bytes read from one answers file.
pub const ANSWERS_CAP: u64 = 1 << 20;
/// The most bytes read from one Moodle Responses report (`mlex report --moodle`): about 8,000
/// students of the sample exam (2 KB each).
pub const RESPONSES_CAP: u64 = 16 << 20;

/// Reads at most `cap + 1` bytes, so that an endless input stops and a too-large one is seen.
pub fn read_capped(r: impl Read, cap: u64) -> io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    r.take(cap + 1).read_to_end(&mut buf)?;
    Ok(buf)
}

/// `4 MiB`, `1 MiB`, `512 KiB`.
pub fn size_text(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{} KiB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// The text of `bytes`, or a one-line reason naming the line, column and byte offset of the
/// first byte that is not UTF-8.
pub fn utf8(name: &str, bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        let before = &bytes[..at];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        // `before` is valid UTF-8 up to `at`, so the column counts characters.
        let col = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
        format!(
            "`{name}` is not UTF-8 text: byte 0x{:02x} at line {line}, column {col} (byte offset {at})",
            bytes[at]
        )
    })
}

/// A short reason for an I/O error.
pub fn io_reason(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn caps_and_utf8() {
        // An endless reader stops one byte past the cap.
        assert_eq!(read_capped(io::repeat(b'a'), 10).unwrap().len(), 11);
        // "é" as Latin-1 (0xe9) on line 2, after "a: 1\nb: " (8 bytes + 1).
        let e = utf8("x.yaml", b"a: 1\nb: \xe9\n".to_vec()).unwrap_err();
        assert_eq!(
            e,
            "`x.yaml` is not UTF-8 text: byte 0xe9 at line 2, column 4 (byte offset 8)"
        );
        assert_eq!(size_text(4 << 20), "4 MiB");
        assert_eq!(size_text(1500), "1500 bytes");
    }
}
