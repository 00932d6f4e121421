print("vellum-bench")
