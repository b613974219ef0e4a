import { ApiError, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { PUBLIC_PAGES_TEXT } from '@classroom/shared/contract';
import { recordingsErrorText } from './past-recordings-page';

describe('/pastrecordings/{student_id} error texts (001 §2.1, 000 §8)', () => {
  it("another student's id (403) says the student may see only their own recordings", () => {
    expect(recordingsErrorText(new ApiError('Not allowed', 'refused', 403))).toBe(PUBLIC_PAGES_TEXT.recordingsNotYours);
  });
  it("other refusals show the server's message; a network failure the 000 §8 connection text", () => {
    expect(recordingsErrorText(new ApiError('Batch not found', 'refused', 404))).toBe('Batch not found');
    expect(recordingsErrorText(new ApiError('Network Error', 'network'))).toBe(NETWORK_UNSTABLE_TEXT);
  });
});
