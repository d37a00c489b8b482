/** The banking feature as other features use it; everything else in this folder is private. */
export { BankingSection } from './components/BankingSection';
