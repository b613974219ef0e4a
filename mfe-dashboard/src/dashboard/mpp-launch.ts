/** The MPP card's button rule (000 §4), for the other screens that list MPPs (a class's assignments). */
export { mppAction, type MppLaunchContext } from './mpp-row/mpp-action';
