//! Reading YAML: spanned nodes ([`yaml`]), the checked readers every kind uses ([`loader`]) and
//! written answers ([`written`]: `stated:`, options, answers files).
//!
//! This layer knows nothing of kinds or exercises: the exercise loader ([`crate::load`]) reads
//! `kind` and dispatches to the registry on top of it, and each kind reads its own keys with
//! [`loader::Loader`].

pub(crate) mod loader;
pub(crate) mod written;
pub(crate) mod yaml;

/// Diagnostics moved to [`crate::diag`] (a leaf module every layer may use); kept here under
/// their old path.
pub(crate) use crate::diag;

/// The most decimals `digits` may ask for (values needing more known digits than mlex's 77 are
/// shown in scientific notation).
pub const MAX_DIGITS: u64 = 15;
