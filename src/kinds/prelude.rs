//! What every kind file uses: `use super::prelude::*;`.

pub use serde::Serialize;

pub use super::keys::{self, Key};
pub use super::shared;
pub use super::{
    Answer, Ask, KeyDef, Kind, KindDef, Misconception, PartDef, PartSet, Presented, Problem, TooLargeAt, Work, boxed,
};
pub use crate::num::Number;
pub use crate::present::{Fmt, Table, indexed};
pub use crate::spec::loader::{Label, Loader, Map};
pub use crate::value::Value;
