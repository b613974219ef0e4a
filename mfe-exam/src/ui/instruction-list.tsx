import { LEGEND_ORDER, STATUS_WORDS } from '../lib/player/palette';
import { PaletteTileLook } from '../lib/player/palette-tile-look';

/**
 * The JEE instruction list (001 §2.3): server clock and countdown; palette symbols with the five codes;
 * collapsing the palette; language; navigating, answering and clearing; moving between sections.
 */
export function InstructionList() {
  return (
    <div>
      <h2>General instructions</h2>
      <ol>
        <li>
          The clock is set at the server. The countdown timer at the top of the screen shows the time remaining for you
          to complete the exam. When the timer reaches zero the exam ends by itself; you do not need to end or submit it
          yourself. The timer turns red when less than 30 minutes remain.
        </li>
        <li>
          The question palette shows the status of each question with one of the following symbols:
          <ul aria-label="Palette symbols">
            {LEGEND_ORDER.map((code) => (
              <li key={code}>
                <PaletteTileLook code={code} label="" /> You have{' '}
                {code === 0
                  ? 'not visited the question yet'
                  : code === 1
                    ? 'answered the question'
                    : code === 2
                      ? 'not answered the question, but have marked it for review'
                      : code === 3
                        ? 'answered the question and marked it for review'
                        : 'not answered the question'}{' '}
                ({STATUS_WORDS[code]}).
              </li>
            ))}
          </ul>
        </li>
        <li>
          The Marked for Review status simply means that you would like to look at the question again. A question that
          is answered and marked for review will be considered for evaluation.
        </li>
        <li>
          You can collapse the question palette with the arrow beside it to enlarge the question window, and expand it
          again the same way.
        </li>
        <li>
          To change your default language, click on the profile image at the top right of the screen. English is the
          only language offered.
        </li>
      </ol>
      <h2>Navigating to a question</h2>
      <ol start={6}>
        <li>
          To go to a question, click its number in the question palette. This takes you to the question directly; the
          time spent on the current question is recorded, but its answer is not saved.
        </li>
        <li>Click SAVE &amp; NEXT to save the answer of the current question and go to the next one.</li>
        <li>
          Click Mark For Review &amp; Next to save the current question, mark it for review and go to the next one.
        </li>
        <li>NEXT and BACK move to the next or previous question without saving a changed answer.</li>
      </ol>
      <h2>Answering a question</h2>
      <ol start={10}>
        <li>
          For a single-choice question, choose one option. To deselect it, choose the same option again, or click CLEAR.
        </li>
        <li>For a multiple-choice question, tick every option you consider correct.</li>
        <li>
          For a numeric question, type the number; only digits, one decimal point and a leading minus sign are accepted.
        </li>
        <li>
          To change an answer, select another option and click SAVE &amp; NEXT. CLEAR removes the answer of the
          question.
        </li>
        <li>To mark a question for review, click SAVE &amp; Mark For Review or Mark For Review &amp; Next.</li>
        <li>
          In a section that allows only some of its questions to be attempted, clear an answered question to free a slot
          before answering another.
        </li>
      </ol>
      <h2>Navigating through sections</h2>
      <ol start={16}>
        <li>
          Sections of the paper are shown in the bar above the question. Choose a section name to see its questions; the
          section you are in is highlighted.
        </li>
        <li>
          After the last question of a section, SAVE &amp; NEXT and NEXT take you to the first question of the next
          section. After the last question of the paper they take you back to question 1.
        </li>
        <li>You can move between sections and questions at any time during the exam.</li>
      </ol>
    </div>
  );
}
