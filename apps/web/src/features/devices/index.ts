/** The devices feature as other features use it; everything else in this folder is private. */
export { LogOutOthersButton } from './components/LogOutOthersButton';
export { deviceName, placeText } from './describe';
