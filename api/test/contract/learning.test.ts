import { checkContract } from './check';
import { learningContract } from './learning';

checkContract("mfe-corners' calls", learningContract);
