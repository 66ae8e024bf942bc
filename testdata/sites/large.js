// Behaviour for large.html: filtering, selection, row actions and CSV export.
(function () {
  "use strict";
  const tbody = document.getElementById("user-rows");
  const filter = document.getElementById("user-filter");
  const count = document.getElementById("user-count");
  const status = document.getElementById("action-status");
  const selectAll = document.getElementById("select-all");

  function allRows() {
    return Array.from(tbody.rows);
  }

  function visibleRows() {
    return allRows().filter((row) => !row.hidden);
  }

  function rowName(row) {
    return row.cells[1].textContent;
  }

  function updateCount() {
    count.textContent = "Showing " + visibleRows().length + " of " + allRows().length + " users";
  }

  function announce(message) {
    status.textContent = message;
    status.hidden = false;
  }

  filter.addEventListener("input", function () {
    const query = filter.value.trim().toLowerCase();
    allRows().forEach((row) => {
      const text = (rowName(row) + " " + row.cells[2].textContent).toLowerCase();
      row.hidden = !text.includes(query);
    });
    updateCount();
  });

  selectAll.addEventListener("change", function () {
    visibleRows().forEach((row) => {
      row.cells[0].querySelector("input").checked = selectAll.checked;
    });
  });

  tbody.addEventListener("click", function (event) {
    const button = event.target.closest("button");
    if (!button) return;
    const row = button.closest("tr");
    const name = rowName(row);
    if (button.textContent === "Edit") {
      announce("Editing " + name);
    } else if (button.textContent === "Delete") {
      row.remove();
      announce("Deleted " + name);
      updateCount();
    }
  });

  let exportURL = null;

  document.getElementById("export-csv").addEventListener("click", function () {
    const rows = visibleRows();
    const quote = (s) => '"' + s.replace(/"/g, '""') + '"';
    const lines = ["name,email,status"].concat(
      rows.map((row) => [rowName(row), row.cells[2].textContent, row.cells[3].textContent].map(quote).join(","))
    );
    const blob = new Blob([lines.join("\n") + "\n"], { type: "text/csv" });
    // Revoke the previous export only now: revoking right after click() can
    // cancel the download before the browser has read the blob.
    if (exportURL) URL.revokeObjectURL(exportURL);
    exportURL = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = exportURL;
    link.download = "users.csv";
    document.body.appendChild(link);
    link.click();
    link.remove();
    announce("Exported " + rows.length + " users to users.csv");
  });
})();
