/** The profile feature as other features use it; everything else in this folder is private. */
export { useSaveLanguage } from './hooks/useSaveLanguage';
