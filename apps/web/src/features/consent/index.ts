/** The consent feature as other features use it; everything else in this folder is private. */
export { getAuthorize } from './api/getAuthorize';
