import { checkContract } from './check';
import { practiceContract } from './practice';

checkContract('the practice-session calls', practiceContract);
