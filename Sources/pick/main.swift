// SKELETON (CLI owner replaces it).
print("pick")
