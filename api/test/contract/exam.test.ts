import { checkContract } from './check';
import { examContract } from './exam';

checkContract("mfe-exam's calls", examContract);
