import { checkContract } from './check';
import { addressListContract } from './address-list';

checkContract("the address list's calls (000 §7)", addressListContract);
