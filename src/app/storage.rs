//! The browser's `localStorage`, through gloo-storage, as a [`Backend`] of the [`Store`].
//!
//! This is the only file that touches storage; it holds the page's one [`Session`] over it. What to do with the stored text (versions,
//! protection of unreadable data, the trash) is decided by [`crate::store`], which is tested
//! natively.

use gloo_storage::Storage as _;
use wasm_bindgen::JsCast;

use std::cell::RefCell;

use crate::store::session::Session;
use crate::store::{Backend, StorageError};

thread_local! {
    /// The one session of the page. The app is single-threaded; the store holds browser handles
    /// that cannot live in a signal.
    static SESSION: RefCell<Option<Session<LocalBackend>>> = const { RefCell::new(None) };
}

/// `f` of the page's one session, opened over `localStorage` on first use.
pub fn with_session<R>(f: impl FnOnce(&mut Session<LocalBackend>) -> R) -> R {
    SESSION.with(|s| {
        let mut s = s.borrow_mut();
        f(s.get_or_insert_with(|| {
            let mut session = Session::new(LocalBackend::new());
            session.set_tab(crate::app::dom::tab_id());
            session
        }))
    })
}

/// `localStorage`, or the reason it cannot be used.
pub struct LocalBackend {
    available: Result<(), StorageError>,
}

impl LocalBackend {
    /// Checks that `localStorage` can be reached at all: in some private modes even reading the
    /// property throws, and gloo's `raw()` would then stop the app.
    pub fn new() -> LocalBackend {
        let available = match web_sys::window().map(|w| w.local_storage()) {
            Some(Ok(Some(_))) => Ok(()),
            Some(Ok(None)) => Err(StorageError::Unavailable("no localStorage".into())),
            Some(Err(e)) => Err(StorageError::Unavailable(describe(&e))),
            None => Err(StorageError::Unavailable("no window".into())),
        };
        LocalBackend { available }
    }

    fn storage(&self) -> Result<web_sys::Storage, StorageError> {
        self.available.clone()?;
        Ok(gloo_storage::LocalStorage::raw())
    }
}

impl Default for LocalBackend {
    fn default() -> LocalBackend {
        LocalBackend::new()
    }
}

/// A DOM exception's name and message, or whatever the value says.
fn describe(e: &wasm_bindgen::JsValue) -> String {
    match e.dyn_ref::<web_sys::DomException>() {
        Some(d) => format!("{}: {}", d.name(), d.message()),
        None => e.as_string().unwrap_or_else(|| format!("{e:?}")),
    }
}

/// The browser's refusal, told apart by the `web_sys::DomException`'s name ([`StorageError::of_exception`]).
fn storage_error(e: wasm_bindgen::JsValue) -> StorageError {
    let name = e
        .dyn_ref::<web_sys::DomException>()
        .map(web_sys::DomException::name);
    StorageError::of_exception(name.as_deref().unwrap_or_default(), describe(&e))
}

impl Backend for LocalBackend {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.storage()?.get_item(key).map_err(storage_error)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.storage()?.set_item(key, value).map_err(storage_error)
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.storage()?.remove_item(key).map_err(storage_error)
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        let s = self.storage()?;
        let n = s.length().map_err(storage_error)?;
        Ok((0..n).filter_map(|i| s.key(i).ok().flatten()).collect())
    }
}
