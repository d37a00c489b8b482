/** The consent feature as other features use it; everything else in this folder is private. */
export { useAuthorizeRequest } from './api/useAuthorizeRequest';
export { AuthorizeFailure } from './components/AuthorizeFailure';
