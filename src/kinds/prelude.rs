//! What every kind file uses: `use super::prelude::*;`.

pub(crate) use serde::Serialize;

pub(crate) use super::keys::{self, ClassVectors, Key};
pub(crate) use super::shared;
pub(crate) use super::{
    Answer, Ask, Hint, KeyDef, Kind, KindDef, Misconception, PartDef, PartSet, Presented, Problem, TooLargeAt, Work,
    boxed,
};
pub(crate) use crate::i18n::Lang;
pub(crate) use crate::num::Number;
pub(crate) use crate::present::{Fmt, Table, indexed};
pub(crate) use crate::spec::loader::{Label, Loader, Map};
pub(crate) use crate::value::Value;
