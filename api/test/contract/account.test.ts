import { checkContract } from './check';
import { accountContract } from './account';

checkContract("mfe-account's calls", accountContract);
