import { FIRST_PAINT_ELEMENT_ID, FIRST_VIEW_ANSWERS_KEY_PREFIX } from '../constants';

/**
 * Makes the first view answerable before the app's scripts arrive (D86): it enables the first
 * view's fieldset (the server writes it disabled, so a page without JavaScript stays inert), keeps
 * what is typed in `localStorage` under the form's key (a page closed before the app was live loses
 * nothing) and marks each question typed in (`data-typed`), and puts back what a previous visit
 * kept, and counts the characters of a text with a limit as the live page does. The app takes the marked questions' values when it replaces the first view
 * (src/app/features/answering/flow/first-view-answers.ts). Controls the first view cannot answer
 * (dates, "other" choices) keep their own `disabled`, and its buttons stay disabled: the app
 * submits. A constant: the CSP allows it by its hash (src/server/first-paint/inline-script-hashes.ts), and the
 * service worker writes the same one into the first view it renders offline.
 */
export const FIRST_VIEW_KEEPER_SCRIPT = `(function () {
  var view = document.getElementById('${FIRST_PAINT_ELEMENT_ID}');
  var form = view && view.querySelector('form[data-form-id]');
  if (!form) return;
  var key = '${FIRST_VIEW_ANSWERS_KEY_PREFIX}' + form.getAttribute('data-form-id');
  var kept = {};
  try { kept = JSON.parse(localStorage.getItem(key) || '{}') || {}; } catch (e) { kept = {}; }
  function choices(box) { return box.querySelectorAll('input[type=radio], input[type=checkbox]'); }
  function field(box) { return box.querySelector('input, textarea, select'); }
  function valueOf(box) {
    var options = choices(box);
    if (options.length === 0) return field(box).value;
    var picked = [];
    for (var i = 0; i < options.length; i++) if (options[i].checked) picked.push(options[i].value);
    return picked;
  }
  function count(box) {
    var counter = box.querySelector('[data-typed-count]');
    if (counter) counter.textContent = String(Array.from(field(box).value).length);
  }
  function putBack(box, value) {
    var options = choices(box);
    if (options.length === 0) {
      var control = field(box);
      if (control && !control.disabled && typeof value === 'string') control.value = value;
      count(box);
    } else if (Object.prototype.toString.call(value) === '[object Array]') {
      for (var i = 0; i < options.length; i++) if (!options[i].disabled) options[i].checked = value.indexOf(options[i].value) >= 0;
    } else return;
    box.setAttribute('data-typed', '');
  }
  var boxes = form.querySelectorAll('[data-question]');
  for (var i = 0; i < boxes.length; i++) {
    var question = boxes[i].getAttribute('data-question');
    if (Object.prototype.hasOwnProperty.call(kept, question)) putBack(boxes[i], kept[question]);
  }
  function keep(event) {
    var box = event.target && event.target.closest && event.target.closest('[data-question]');
    if (!box || !form.contains(box)) return;
    box.setAttribute('data-typed', '');
    count(box);
    kept[box.getAttribute('data-question')] = valueOf(box);
    try { localStorage.setItem(key, JSON.stringify(kept)); } catch (e) { /* private mode or full: the page still holds it */ }
  }
  form.addEventListener('input', keep);
  form.addEventListener('change', keep);
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  var fieldset = form.querySelector('fieldset');
  if (fieldset) fieldset.disabled = false;
})();`;
