import { checkContract } from './check';
import { assignmentsContract } from './assignments';

checkContract('the assignment calls', assignmentsContract);
