"""Edit → Find deal by layout…: the dialog, its layout field, worker, results and words."""
