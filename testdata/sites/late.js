// The app of late.html, loaded late (see there): Enter in the field adds a
// todo with a nameless checkbox, identified by its row's text.
(function () {
  var field = document.querySelector(".new-todo");
  if (location.search.indexOf("reset") >= 0) {
    // Rendered anew: what was typed before is gone, and so is the focus.
    var fresh = document.createElement("input");
    fresh.className = field.className;
    fresh.placeholder = field.placeholder;
    field.replaceWith(fresh);
    field = fresh;
  }
  var list = document.querySelector(".todo-list");
  var count = document.querySelector(".todo-count span");
  field.addEventListener("keydown", function (e) {
    var text = field.value.trim();
    if (e.key !== "Enter" || !text) return;
    var li = document.createElement("li");
    var box = document.createElement("input");
    box.type = "checkbox";
    box.className = "toggle";
    box.addEventListener("change", function () { li.classList.toggle("completed", box.checked); });
    var label = document.createElement("label");
    label.textContent = text;
    li.append(box, " ", label);
    list.append(li);
    count.textContent = String(list.children.length);
    field.value = "";
  });
  document.body.dataset.ready = "true";
})();
